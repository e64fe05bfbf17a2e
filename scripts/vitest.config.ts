import { defineProject } from 'vitest/config';

// The workspace's own tools: the contract diff and its gate (scripts/contract/).
export default defineProject({
  test: { name: 'scripts', pool: 'threads', include: ['contract/**/*.test.mjs'], environment: 'node' },
});
