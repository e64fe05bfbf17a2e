import { defineConfig } from 'vitest/config';

// The app's own tests: components under Testing Library in jsdom, the API answered by the sample
// world of @hangjia/mock through msw/node (src/test/setup.ts).
export default defineConfig({
  test: { environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'], setupFiles: ['src/test/setup.ts'], testTimeout: 20_000 },
});
