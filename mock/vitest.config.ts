import { defineProject } from 'vitest/config';
import { sourceConditions } from '../vitest.source.ts';

export default defineProject({
  test: { name: 'mock', pool: 'threads', include: ['test/**/*.test.ts'], environment: 'node' },
  // The SDK and the samples resolve to their sources (the `source` condition).
  ...sourceConditions,
});
