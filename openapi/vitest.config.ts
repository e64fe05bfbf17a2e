import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'openapi', pool: 'threads', include: ['test/**/*.test.ts'], environment: 'node' },
});
