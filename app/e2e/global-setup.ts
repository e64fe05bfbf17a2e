import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureAppBuild, ensureContract, rootDir } from '../scripts/build.mjs';
import { MOCK_PORT, RENDER_BUDGET_MS, SITE_PORT } from './env';

interface MockServer {
  url: string;
  close(): Promise<void>;
}
type StartMock = (options: { port: number; host: string; quiet: boolean }) => Promise<MockServer>;
type StartChild = (
  name: string,
  args: string[],
  options: { ready: RegExp; env: Record<string, string>; onLine: (line: string) => void },
) => Promise<{ child: ChildProcess; log: () => string }>;
type MockModule = { startMockServer: StartMock; startChild: StartChild };

/**
 * Builds if needed, starts the mock (4010: the examples' image URLs point there) and serves the
 * server-rendered build (5173) with `npm run serve`'s server in a process of its own: production
 * React, and a core of its own rather than a share of the test runner's event loop.
 */
export default async function setup() {
  ensureContract();
  ensureAppBuild();
  const server = pathToFileURL(join(rootDir, 'mock-server', 'src', 'server.mjs')).href;
  const { startMockServer, startChild } = (await import(server)) as MockModule;
  const mock = await startMockServer({ port: MOCK_PORT, host: '127.0.0.1', quiet: true });
  let site: ChildProcess;
  try {
    ({ child: site } = await startChild('The site server', [join(rootDir, 'app', 'scripts', 'server.mjs')], {
      ready: /site \(server-rendered build\)/,
      // A render waits up to 8 s for a call (3 s in production): the mock answers slowly while
      // three test files and the fault matrix use it at once, and the tests read what was rendered.
      env: {
        NODE_ENV: 'production',
        PORT: String(SITE_PORT),
        HOST: '127.0.0.1',
        API_BASE: mock.url,
        FORWARD_HEADERS: 'x-mock-fault',
        RENDER_BUDGET_MS: String(RENDER_BUDGET_MS),
      },
      // what the server says (a failed render) belongs in the test output; its stack frames do not
      onLine: (line) => !/^\s+at /.test(line) && console.error(`[site] ${line}`),
    }));
  } catch (error) {
    await mock.close();
    throw error;
  }
  return async () => {
    site.kill();
    await mock.close();
  };
}
