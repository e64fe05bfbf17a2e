import { defineProject } from 'vitest/config';
import { sourceConditions } from '../vitest.source';

export default defineProject({
  test: { name: 'mock-server', pool: 'threads', include: ['test/**/*.test.ts'], environment: 'node', testTimeout: 20_000, globalSetup: ['test/shared-mock.ts'] },
  // The SDK and the samples resolve to their sources, as in the backend's own process (--conditions=source).
  ...sourceConditions,
});
