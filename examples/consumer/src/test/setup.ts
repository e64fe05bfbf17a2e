// The sample world for every test file: MSW answers the SDK's calls (same origin, as the app calls
// them) with lists that page and end, sign-in and writes; anything else fails the test.
import { createMockApi } from '@hangjia/mock/msw';
import { cleanup, configure } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

// Pages render after a few answers: on a busy machine that can take more than Testing Library's 1 s.
configure({ asyncUtilTimeout: 5000 });

export const mock = createMockApi();
export const server = setupServer(...mock.handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  mock.reset();
});
afterAll(() => server.close());
