// Builds what the served site needs: the contract (for the mock) and the app's production build,
// each only when missing or older than its sources (`force` rebuilds the app).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { appDir, distDir, rootDir, serverEntry, templateFile } from '../server/paths.mjs';
import { compressBuild } from './compress.mjs';

export { appDir, distDir, rootDir, serverArgs, serverEntry } from '../server/paths.mjs';

const contractFile = join(rootDir, 'openapi', 'dist', 'openapi.yaml');

/** Tests (`*.test.ts`, `*.test-d.ts`, …) are no part of a build: a change to one builds nothing. */
const TEST_FILE = /\.test(-d)?\.[cm]?[jt]sx?$/;

/** @param {string} path the newest modification time under `path` (tests aside), ms */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.') || TEST_FILE.test(entry)) continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

/**
 * @param {string} command
 * @param {string[]} args
 */
function run(command, args, cwd = rootDir, env = process.env) {
  execFileSync(command, args, { cwd, stdio: 'inherit', env });
}

/** Builds the contract when `openapi/dist` is missing or older than `openapi/src` and its samples. */
export function ensureContract({ force = false } = {}) {
  const sources = Math.max(newest(join(rootDir, 'openapi', 'src')), newest(join(rootDir, 'openapi', 'samples')), newest(join(rootDir, 'openapi', 'scripts')));
  if (force || !existsSync(contractFile) || statSync(contractFile).mtimeMs < sources) {
    run('npm', ['run', 'build', '-w', '@hangjia/openapi', '--silent']);
  }
}

/** Builds the app (browser and server bundles) when missing or older than the app, SDK or UI sources. */
export function ensureAppBuild({ force = false } = {}) {
  const built = Math.min(...[templateFile, serverEntry].map((f) => (existsSync(f) ? statSync(f).mtimeMs : 0)));
  const sources = Math.max(
    newest(join(appDir, 'src')),
    newest(join(appDir, 'public')),
    newest(join(appDir, 'index.html')),
    newest(join(appDir, 'vite.config.ts')),
    newest(join(appDir, 'chunks.ts')),
    newest(join(rootDir, 'sdk', 'src')),
    newest(join(rootDir, 'ui', 'src')),
  );
  if (force || built < sources) {
    const vite = join(rootDir, 'node_modules', 'vite', 'bin', 'vite.js');
    // Production React in both bundles whatever the caller's NODE_ENV (the browser tests run under 'test').
    const env = { ...process.env, NODE_ENV: 'production' };
    run(process.execPath, [vite, 'build', '--logLevel', 'warn'], appDir, env);
    run(process.execPath, [vite, 'build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn'], appDir, env);
    compressBuild(distDir);
  }
}
