import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { offlineShell } from './offlineShell';
import { precompress } from './precompress';

/** The API lives on the product's own server; in development Vite forwards these paths to it. */
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';
const apiPaths = ['/api', '/access', '/obca', '/ajax', '/healthz'];

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), offlineShell(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // zod is shared by every screen that validates; its own chunk is cached across releases.
        codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]/ }] },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(apiPaths.map((p) => [p, { target: API_TARGET, changeOrigin: false }])),
  },
});
