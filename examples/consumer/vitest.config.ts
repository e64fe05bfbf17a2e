import { defineConfig } from 'vitest/config';

// The app's own tests: components under Testing Library in jsdom, the API answered by the sample
// world of @hangjia/mock through msw/node (src/test/setup.ts).
// Two small files: one worker thread runs them one after the other on the modules it has loaded
// (jsdom, msw, the sample world), about half the processor time of a process for each.
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 20_000,
    pool: 'threads',
    isolate: false,
    fileParallelism: false,
  },
});
