import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vite-plugins/precompress.ts';

/**
 * The staff back-office: its own page, bundle and routes, served by the backend at /backoffice.
 * Its root is frontend/backoffice, so a --outDir given on the command line is read from there.
 */
const backend = process.env.BACKEND_URL ?? 'http://localhost:8080';

export default defineConfig({
  root: fileURLToPath(new URL('./backoffice', import.meta.url)),
  base: '/backoffice/',
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  // Beside the portal's dev server (npm run dev), a shared cache of optimised dependencies would
  // have each server replace the other's, and the browser would get "Outdated Optimize Dep".
  cacheDir: fileURLToPath(new URL('./node_modules/.vite-backoffice', import.meta.url)),
  plugins: [react(), precompress()],
  build: {
    outDir: fileURLToPath(new URL('./dist-backoffice', import.meta.url)),
    emptyOutDir: true,
  },
  server: {
    // The portal's dev server passes /backoffice on to this port.
    port: 5174,
    strictPort: true,
    proxy: { '^/[a-z]+service(/|$)': { target: backend }, '/health': { target: backend } },
  },
});
