import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureAppBuild, ensureContract, rootDir } from '../scripts/build.mjs';
import { serveSite } from '../scripts/serve.mjs';
import { MOCK_PORT, SITE_PORT } from './env';

interface MockServer {
  url: string;
  close(): Promise<void>;
}
type StartMock = (options: { port: number; host: string; quiet: boolean }) => Promise<MockServer>;
type MockModule = { startMockServer: StartMock; apiPathPattern: () => string };

/** Builds if needed, starts the mock (4010: the examples' image URLs point there) and serves the server-rendered build (5173). */
export default async function setup() {
  ensureContract();
  ensureAppBuild();
  const server = pathToFileURL(join(rootDir, 'mock-server', 'src', 'server.mjs')).href;
  const { startMockServer, apiPathPattern } = (await import(server)) as MockModule;
  const mock = await startMockServer({ port: MOCK_PORT, host: '127.0.0.1', quiet: true });
  let site: { close(): Promise<void> };
  try {
    site = await serveSite({
      port: SITE_PORT,
      host: '127.0.0.1',
      apiTarget: mock.url,
      apiPattern: `${apiPathPattern()}|^/__mock(?:/|\\?|$)`,
      forwardHeaders: ['x-mock-fault'],
    });
  } catch (error) {
    await mock.close();
    throw error;
  }
  return async () => {
    await Promise.allSettled([site.close(), mock.close()]);
  };
}
