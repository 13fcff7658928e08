import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

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

export default defineConfig({
  base: '/mflow/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    proxy: Object.fromEntries(proxiedServices.map((prefix) => [prefix, { target: backend, changeOrigin: true }])),
  },
});
