import { defineProject } from 'vitest/config';
import { sourceConditions } from '../vitest.source';

export default defineProject({
  test: {
    name: 'sdk',
    pool: 'threads',
    root: import.meta.dirname,
    environment: 'node',
    // Files share a worker's environment (each cleans up after itself): a fresh one per file
    // was two thirds of the run.
    isolate: false,
    include: ['test/**/*.test.{ts,tsx}'],
    // A test's limit, not its wait: 1000 answers of the envelope fuzz and the React renders took
    // over vitest's 5 s at load 16 on two cores (as the UI's and the app's, 15 s).
    testTimeout: 15_000,
    // The type tests (test/*.test-d.ts) are compiled by the type-check of `npm test` (tsc -p sdk):
    // an expectTypeOf that fails is a compile error there.
    globalSetup: ['test/global-setup.ts'],
  },
  ...sourceConditions,
});
