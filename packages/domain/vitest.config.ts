import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Pure functions with no module state: the files share one module graph (2 s) instead of importing it
    // afresh each (20 s) (docs/decisions/0028-test-suite-time.md).
    isolate: false,
  },
});
