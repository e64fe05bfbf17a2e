// The integration tests call one mock (the real contract, request validation on): the mock server's
// shared one (mock-server/test/shared-mock.ts), started once for this project and the mock
// server's. It is imported by its address: the SDK does not depend on the mock server, which
// depends on it.
import type { TestProject } from 'vitest/node';

const sharedMock = new URL('../../mock-server/test/shared-mock.ts', import.meta.url).href;

declare module 'vitest' {
  export interface ProvidedContext {
    mockUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const { default: useSharedMock } = (await import(sharedMock)) as { default: (project: TestProject) => Promise<() => Promise<void>> };
  return useSharedMock(project);
}
