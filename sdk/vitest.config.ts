import { defineProject } from 'vitest/config';
import { sourceConditions } from '../vitest.source';

export default defineProject({
  test: {
    name: 'sdk',
    root: import.meta.dirname,
    environment: 'node',
    // Files share a worker's environment (each cleans up after itself): a fresh one per file
    // was two thirds of the run.
    isolate: false,
    include: ['test/**/*.test.{ts,tsx}'],
    globalSetup: ['test/global-setup.ts'],
    typecheck: {
      enabled: true,
      include: ['test/**/*.test-d.ts'],
      tsconfig: './tsconfig.json',
    },
  },
  ...sourceConditions,
});
