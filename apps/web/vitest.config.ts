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
    // The files share one jsdom and one module graph: 35 s for the project instead of 136 s, most of which was
    // each file building jsdom and importing React and the app again. Each test renders its own tree with its
    // own query client and fake fetch, and test/setup.ts cleans up after each (docs/decisions/0028).
    isolate: false,
    // A file's first render also loads its lazy routes (jsdom, transforms): 2-3 s alone, 10 s on a busy machine.
    // The default 5 s made such tests fail under load though nothing was wrong; the tests still wait on what shows.
    // The longest flows (the LBP search, class dialog and save in ContactsForm.test.tsx) take 10 s alone and 21 s
    // at a load average of 18; npm test runs these beside the browser suite, so they get the server tests' 30 s.
    testTimeout: 30_000,
  },
});
