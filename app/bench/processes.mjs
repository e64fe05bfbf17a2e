// The processes of the server bench and of the nginx test: free ports, site processes of
// `node app/scripts/server.mjs` as children, and their memory.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { serverArgs } from '../scripts/build.mjs';


/** Whether 127.0.0.1:`port` can be listened on now. */
function canListen(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A free TCP port on 127.0.0.1 (free when asked: take it soon). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * A port for `startMockServer` away from the browser suite's 4010: the mock takes it, Prism it
 * + 1000 and the sample backend it + 2000, so all three must be free. Below Linux's ephemeral
 * range (32768 and up), where outgoing connections could take one between the check and the listen.
 */
export async function freeMockPort() {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 10_000);
    if ((await canListen(port)) && (await canListen(port + 1000)) && (await canListen(port + 2000))) return port;
  }
  throw new Error('no free ports for the mock (port, +1000, +2000)');
}

/** Resolves true once something accepts connections on 127.0.0.1:`port`, false after `timeoutMs` or when `gone()`. */
export async function waitForPort(port, timeoutMs = 30_000, gone = () => false) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone()) return false;
    const open = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

/**
 * Starts a site process (`node app/scripts/server.mjs`, the production build) on `port` against
 * the API at `apiOrigin`, with `env` added (e.g. RENDER_CACHE_MB). Its log is kept (LOG_LEVEL
 * silent unless `env` says otherwise). Resolves once it accepts connections to
 * `{ child, pid, url, port, output(), stop() }`; `stop` sends SIGTERM and waits for the exit.
 */
export async function startSite({ port, apiOrigin, env = {} }) {
  // process-guard: the process stops when ours ends, however it ends (no orphan keeps a port).
  const child = spawn(process.execPath, ['--import', import.meta.resolve('@hangjia/mock-server/process-guard'), ...serverArgs], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      API_ORIGIN: apiOrigin,
      SITE_ORIGIN: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'silent',
      ...env,
    },
  });
  let output = '';
  const keep = (chunk) => {
    output += chunk;
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  const gone = new Promise((resolve) => child.on('exit', () => resolve((exited = true))));
  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await gone;
    clearTimeout(timer);
  };
  if (!(await waitForPort(port, 60_000, () => exited))) {
    await stop();
    throw new Error(`the site process on port ${port} did not start:\n${output}`);
  }
  return { child, pid: child.pid, port, url: `http://127.0.0.1:${port}`, output: () => output, stop };
}

/** Resident memory of process `pid` in MB (VmRSS of /proc/<pid>/status). */
export function rssMb(pid) {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}
