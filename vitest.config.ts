import { defineConfig } from 'vitest/config';

// One vitest run covers every package; each package owns a project file.
export default defineConfig({
  test: {
    projects: ['openapi', 'mock-server', 'sdk', 'ui', 'app'].map((dir) => `${dir}/vitest.config.ts`),
  },
});
