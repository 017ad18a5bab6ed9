import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The API lives on the product's own server; in development Vite forwards these paths to it. */
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';
const apiPaths = ['/api', '/access', '/obca', '/ajax', '/healthz'];

/**
 * The domain package is pure (spec rules, no I/O), but it does not say so in its package.json, so
 * the bundler keeps every zod schema it builds at the top level, and zod with them, in the main
 * chunk. Declaring its modules side-effect free lets pages that only need its messages leave zod to
 * the lazy chunks that validate.
 */
const domainIsPure: Plugin = {
  name: 'consent-domain-is-pure',
  transform(code, id) {
    if (id.includes('/packages/domain/src/')) return { code, moduleSideEffects: false };
  },
};

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), domainIsPure],
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
