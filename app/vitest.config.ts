import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';
import { sourceConditions } from '../vitest.source';

export default defineProject({
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'app',
    root: import.meta.dirname,
    environment: 'jsdom',
    // Files share a worker's environment (each cleans up after itself): a fresh one per file
    // was two thirds of the run.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
  },
  ...sourceConditions,
});
