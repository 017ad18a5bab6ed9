import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { offlineShell } from './offlineShell';
import { precompress } from './precompress';
import { earlyScript } from './earlyScript';
import { routeCode } from './routeCode';

/** The API lives on the product's own server; in development Vite forwards these paths to it. */
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';
const apiPaths = ['/api', '/access', '/obca', '/ajax', '/healthz'];

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), offlineShell(), routeCode(), earlyScript(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // The page's early script is an entry of its own, named in index.html before the first code (earlyScript.ts).
      input: { index: 'index.html', early: 'src/early.ts' },
      output: {
        codeSplitting: {
          groups: [
            // What every screen runs first (React, the router, TanStack Query, the app's frame and main page) in the
            // entry's one file, not eight: over HTTP/1.1 each file costs a request and its headers (ADR 0080).
            // The page's early script (ADR 0096) stays a file of its own, a few hundred bytes.
            { name: 'index', tags: ['$initial'], test: (id) => !/[\\/]src[\\/]early\.ts$/.test(id), priority: 2 },
            // zod is shared by every screen that validates; its own chunk is cached across releases.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(apiPaths.map((p) => [p, { target: API_TARGET, changeOrigin: false }])),
  },
});
