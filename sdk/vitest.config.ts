import { defineProject } from 'vitest/config';
import { sourceConditions } from '../vitest.source';

export default defineProject({
  test: {
    name: 'sdk',
    root: import.meta.dirname,
    environment: 'node',
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
