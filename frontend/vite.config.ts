import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vite-plugins/precompress.ts';
import { startupFrame } from './vite-plugins/startup-frame.ts';

const backend = process.env.BACKEND_URL ?? 'http://localhost:8080';
const backofficeDevServer = process.env.BACKOFFICE_DEV_URL ?? 'http://localhost:5174';

/**
 * What `npm start` serves besides the portal, so that `npm run dev` serves it too: every API family
 * (`/<name>service`, with the downloads by key and the gateway's return pages under
 * `/invoiceservice`), the gateway's card page, the simulated identity providers, the API reference
 * and the health checks from the backend, and the back-office from its own dev server, whose hot
 * reload goes through as well. The Host header is passed on as the browser sent it: the simulated
 * identity providers write their own addresses from it, and those must lead back here.
 */
const devProxy = {
  '^/[a-z]+service(/|$)': { target: backend },
  '/simgateway': { target: backend },
  '/simidp': { target: backend },
  '/api-docs': { target: backend },
  '/health': { target: backend },
  '/backoffice': { target: backofficeDevServer, ws: true },
};

/**
 * The form styles (Bootstrap's grid, forms and alerts with the portal's form rules) and the
 * stylesheets of the features whose pages are forms. Those feature rules override the form styles,
 * so they must come after them; Vite orders stylesheets of different chunks by chunk imports, which
 * a stylesheet-only import does not keep, so all of them go into one file, in import order.
 */
const FORM_PAGE_STYLES = /\/src\/(shared\/forms\/forms\.scss|features\/(auth|registration|account|mailbox)\/[\w-]+\.css)$/;

export default defineConfig({
  base: '/mflow/',
  plugins: [react(), startupFrame(), precompress()],
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3's Sass still uses @import and the global functions Dart Sass is phasing out;
      // its warnings say nothing about the portal.
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'form-styles', test: FORM_PAGE_STYLES }] } },
    },
  },
  server: {
    // The backend's links (e-mails, the card page's return, the providers' redirects) name this port
    // (PORTAL_BASE_URL in the root dev script): another port would lead them elsewhere.
    port: 5173,
    strictPort: true,
    proxy: devProxy,
  },
});
