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
    typecheck: {
      enabled: true,
      include: ['test/**/*.test-d.{ts,tsx}'],
      tsconfig: './tsconfig.json',
    },
  },
});
