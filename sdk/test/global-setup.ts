// Starts one Prism mock (the real contract, request validation on) for the integration tests.
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';

interface MockServer {
  url: string;
  close(): Promise<void>;
}
type StartMockServer = (options: { port?: number; host?: string; prismPort?: number; backendPort?: number; quiet?: boolean }) => Promise<MockServer>;
const serverModule = new URL('../../mock-server/src/server.mjs', import.meta.url).href;

declare module 'vitest' {
  export interface ProvidedContext {
    mockUrl: string;
  }
}

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

export default async function setup(project: TestProject) {
  const [port, prismPort, backendPort] = [await freePort(), await freePort(), await freePort()];
  const { startMockServer } = (await import(serverModule)) as { startMockServer: StartMockServer };
  const mock = await startMockServer({ port, prismPort, backendPort, quiet: true });
  project.provide('mockUrl', mock.url);
  return () => mock.close();
}
