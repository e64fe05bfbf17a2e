// The sample world for every test file (the mock README, "In Vitest"): MSW answers the app's calls
// on the page's own origin, as the app makes them (`baseUrl: ''`); anything else fails the test.
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
  mock.reset(); // a new world: writes, sessions and issued codes forgotten
});
afterAll(() => server.close());
