import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';
import { sourceConditions } from '../vitest.source';

export default defineProject({
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'app',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
  },
  ...sourceConditions,
});
