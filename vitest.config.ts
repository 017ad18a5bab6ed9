import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
    // Both cores: vitest's default in a run is one worker fewer than the cores, so one file at a time here.
    maxWorkers: 2,
  },
});
