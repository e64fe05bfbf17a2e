import { defineConfig } from 'vitest/config';

// One vitest run covers every package; each package owns a `vitest.config.ts` project.
// The browser tests (app/vitest.e2e.config.ts) run after the app is built: see scripts/test.mjs.
// Each project runs its files in worker threads (`pool: 'threads'`, set in each: a project does not
// inherit it from here): 174 processor-seconds for the whole run against 187 in child processes.
export default defineConfig({
  test: {
    projects: ['*/vitest.config.ts'],
    // Both cores (the default keeps one free): most of the run is setting up test environments.
    maxWorkers: 2,
  },
});
