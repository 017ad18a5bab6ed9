import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Self-contained so it runs alone or as the 'web' project of the root config. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
  },
});
