import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vite-plugins/precompress.ts';
import { startupFrame } from './vite-plugins/startup-frame.ts';

const backend = 'http://localhost:8080';
const proxiedServices = [
  '/masterservice',
  '/customerservice',
  '/authservice',
  '/otpservice',
  '/fileservice',
  '/vehicleservice',
  '/invoiceservice',
  '/simservice',
  '/health',
];

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
    proxy: Object.fromEntries(proxiedServices.map((prefix) => [prefix, { target: backend, changeOrigin: true }])),
  },
});
