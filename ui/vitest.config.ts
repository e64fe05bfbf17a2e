import { defineProject } from 'vitest/config';
import { sourceConditions } from '../vitest.source';

export default defineProject({
  ...sourceConditions,
  test: {
    name: 'ui',
    environment: 'jsdom',
    // Files share a worker's environment (each cleans up after itself): a fresh one per file
    // was two thirds of the run.
    isolate: false,
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    // The type tests (test/*.test-d.tsx) are compiled by the type-check of `npm test` (tsc -p ui):
    // an expectTypeOf that fails is a compile error there.
  },
});
