import { defaultClientConditions, defaultServerConditions } from 'vite';

/**
 * Workspace packages resolve to their TypeScript sources in tests (the `source` export
 * condition), in both of Vite's environments: jsdom tests use the client's conditions, node tests
 * the server's. Without the second, node tests would silently load a stale `dist/`.
 */
export const sourceConditions = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
};
