import { defineConfig } from 'vitest/config';

// One vitest run covers every package; each package owns a `vitest.config.ts` project.
// The browser tests (app/vitest.e2e.config.ts) run after the app is built: see scripts/test.mjs.
export default defineConfig({
  test: {
    projects: ['*/vitest.config.ts'],
    // Both cores (the default keeps one free): most of the run is setting up test environments.
    maxWorkers: 2,
  },
});
