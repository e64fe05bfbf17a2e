import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'openapi', include: ['test/**/*.test.ts'], environment: 'node' },
});
