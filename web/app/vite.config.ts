import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;
const reactAdminPackages = /[\\/]node_modules[\\/](react-admin|ra-[\w-]+|node-polyglot)[\\/]/;

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  server: { proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  // Preview stands in for the API server's static serving in tests: no proxy, /api paths answer 404.
  preview: { proxy: {} },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // react-dom, MUI and the router make the first page's vendor chunk about 600 kB (190 kB gzipped).
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // Public pages must never download react-admin. Libraries the first page needs go to "vendor";
        // react-admin and whatever only it uses go to "react-admin", loaded with the dashboard.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'react-admin', test: reactAdminPackages, priority: 1 },
          ],
        },
      },
    },
  },
});
