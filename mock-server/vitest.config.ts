import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'mock-server', include: ['test/**/*.test.ts'], environment: 'node', testTimeout: 20_000 },
});
