import type { ChildProcess } from 'node:child_process';
import { startChild, startScript } from '@hangjia/mock-server';
import { ensureAppBuild, ensureContract, serverArgs } from '../scripts/build.mjs';
import { MOCK_PORT, RENDER_BUDGET_MS, SITE, SITE_PORT } from './env';

/** What a server of ours logs when an error reaches its process (mock-server/src/process-guard.mjs). */
const FATAL = /\[fatal\]/;

/**
 * Builds if needed, starts the mock (on MOCK_PORT, e2e/env.ts: its pictures and documents follow it)
 * as `npm run mock` does, and serves the server-rendered build (SITE_PORT) with `npm run serve`'s
 * server: each in a
 * process of its own (production React, a core of its own rather than a share of the test
 * runner's event loop). The run fails if either logs an uncaught exception or unhandled rejection,
 * or stops before the end.
 */
export default async function setup() {
  ensureContract();
  ensureAppBuild();
  const problems: string[] = [];
  const start = (name: string, args: string[], ready: RegExp, env: Record<string, string>) =>
    startChild(name, args, {
      ready,
      env,
      // what a server says (a failed render) belongs in the test output; its stack frames do not
      onLine: (line) => {
        if (FATAL.test(line)) problems.push(`${name}: ${line}`);
        if (!/^\s+at |^验证码 /.test(line)) console.error(`[${name}] ${line}`);
      },
      onExit: (code) => problems.push(`${name} stopped during the tests (exit ${code})`),
    });

  const mock = await start('mock', [startScript, '--no-build'], /Mock API:/, { MOCK_PORT: String(MOCK_PORT) });
  let site: ChildProcess;
  try {
    ({ child: site } = await start('site', serverArgs, /site \(server-rendered build\)/, {
      // A render waits up to 8 s for a call (3 s in production): the mock answers slowly while
      // three test files and the fault matrix use it at once, and the tests read what was rendered.
      NODE_ENV: 'production',
      PORT: String(SITE_PORT),
      HOST: '127.0.0.1',
      API_ORIGIN: `http://127.0.0.1:${MOCK_PORT}`,
      SITE_ORIGIN: SITE,
      FORWARD_HEADERS: 'x-mock-fault',
      // The QA panel's calls to the mock (its scenarios, its reset) go through the site, as with `npm start`.
      FORWARD_PATHS: '/__mock /__mock/*',
      // The sample videos' host (the pictures are the mock's own, the API origin).
      IMAGE_HOSTS: 'https://video.example.com',
      // Warnings and errors only: the access log of every request is not the tests' business.
      LOG_LEVEL: 'warn',
      RENDER_BUDGET_MS: String(RENDER_BUDGET_MS),
    }));
  } catch (error) {
    mock.child.kill();
    throw error;
  }
  return async () => {
    site.kill();
    mock.child.kill();
    // (vitest reports an error thrown here, but exits 0 all the same)
    if (problems.length) {
      console.error(`\n✖ The servers of the browser tests failed:\n${problems.join('\n')}`);
      process.exitCode = 1;
    }
  };
}
