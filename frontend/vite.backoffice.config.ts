import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vite-plugins/precompress.ts';

/**
 * The staff back-office: its own page, bundle and routes, served by the backend at /backoffice.
 * Its root is frontend/backoffice, so a --outDir given on the command line is read from there.
 */
const backend = process.env.BACKEND_URL ?? 'http://localhost:8080';
const proxiedServices = ['/staffservice', '/masterservice', '/customerservice', '/fileservice', '/simservice', '/health'];

export default defineConfig({
  root: fileURLToPath(new URL('./backoffice', import.meta.url)),
  base: '/backoffice/',
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [react(), precompress()],
  build: {
    outDir: fileURLToPath(new URL('./dist-backoffice', import.meta.url)),
    emptyOutDir: true,
  },
  server: {
    port: 5174,
    proxy: Object.fromEntries(proxiedServices.map((prefix) => [prefix, { target: backend, changeOrigin: true }])),
  },
});
