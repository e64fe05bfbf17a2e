import { defineProject } from 'vitest/config';
import { sourceConditions } from '../vitest.source';

export default defineProject({
  ...sourceConditions,
  test: {
    name: 'ui',
    pool: 'threads',
    environment: 'jsdom',
    // Files share a worker's environment (each cleans up after itself): a fresh one per file
    // was two thirds of the run.
    isolate: false,
    // A dialog's test with its axe checks takes more than vitest's 5 s on a loaded machine; one
    // that timed out left axe running, and the next files failed on it ("Axe is already running",
    // then timers of a torn-down jsdom: 37 failures in a full run at load 18).
    testTimeout: 15_000,
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    // The type tests (test/*.test-d.tsx) are compiled by the type-check of `npm test` (tsc -p ui):
    // an expectTypeOf that fails is a compile error there.
  },
});
