// One sample mock (front → Prism's validating proxy → sample backend) for the unit tests that only
// call it: the mock server's own files and the SDK's integration tests, through each project's
// global setup (`inject('mockUrl')`). Vitest runs the global setups of every project in its one
// main process, so the mock is kept on globalThis: started by the first project that asks, closed
// when the last is done. Each start costs about five processor-seconds (Prism reads the contract,
// the backend builds its world); four were started before. Each caller without a cookie gets a
// sandbox of its own (server.mjs), so the files do not see each other's writes.
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';
import { startMockServer } from '../src/server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    mockUrl: string;
  }
}

type Mock = Awaited<ReturnType<typeof startMockServer>>;
interface Shared {
  mock: Promise<Mock>;
  users: number;
}
const KEY = Symbol.for('hangjia.shared-mock');
const holder = globalThis as { [KEY]?: Shared };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function start(): Promise<Mock> {
  const [port, prismPort, backendPort] = [await freePort(), await freePort(), await freePort()];
  return startMockServer({ port, prismPort, backendPort, quiet: true });
}

/** A global setup: provides the shared mock's URL as `mockUrl`, and lets it go at the end. */
export default async function setup(project: TestProject) {
  const shared = (holder[KEY] ??= { mock: start(), users: 0 });
  shared.users += 1;
  const mock = await shared.mock;
  project.provide('mockUrl', mock.url);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete holder[KEY];
    await mock.close();
  };
}
