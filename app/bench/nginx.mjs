// Runs deploy/nginx.conf without root paths, for the nginx test and the server bench: a copy of it
// in a temporary folder with its listening port, upstreams, build folder, cache, temporary files,
// logs and pid file there (the lines the config marks `# local:`), started as a child process
// (`nginx -p <dir> -c <conf> -e <log> -g 'daemon off;'`), waited for, and stopped.
import { execFileSync, spawn } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { distDir, rootDir } from '../scripts/build.mjs';
import { freePort, waitForPort } from './processes.mjs';

export const nginxConf = join(rootDir, 'deploy', 'nginx.conf');

/** The nginx binary (NGINX, else on PATH, else Debian's /usr/sbin/nginx), or null. */
export function nginxBinary() {
  const candidates = [process.env.NGINX, ...(process.env.PATH ?? '').split(delimiter).map((dir) => dir && join(dir, 'nginx')), '/usr/sbin/nginx'];
  for (const file of candidates) {
    if (!file) continue;
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not this one
    }
  }
  return null;
}

/** The binary, installing Debian's nginx first when it is missing (benches only; needs root and apt-get). */
export function ensureNginx() {
  const found = nginxBinary();
  if (found) return found;
  console.log("nginx is missing: installing Debian's nginx (apt-get install nginx)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx'], { stdio: 'inherit', env });
  const installed = nginxBinary();
  if (!installed) throw new Error('apt-get installed nginx, but no nginx binary was found');
  return installed;
}

/** Replaces what `pattern` matches in `text`, which must match exactly `times` times (default once). */
function replaceLocal(text, pattern, replacement, times = 1) {
  const found = text.match(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : pattern.flags + 'g'))?.length ?? 0;
  if (found !== times) throw new Error(`deploy/nginx.conf: expected ${times} line(s) matching ${pattern}, found ${found} (keep the '# local:' lines)`);
  return text.replace(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : pattern.flags + 'g'), replacement);
}

/**
 * The text of deploy/nginx.conf for a run in `dir`: nginx on 127.0.0.1:`port` in front of the site
 * processes on `sitePorts` and the API at `apiOrigin`, serving /assets/ from `root` (the build).
 * `accessLog: false` turns the access log off. `keepaliveRequests` sets how many requests a
 * visitor's connection may carry (nginx's default, 1000, when not given): for load generators,
 * since autocannon 8 mistimes every later answer on a connection that the server closed and it
 * opened again (the request lost with the old one stays first in its queue: answers that took
 * 0.2 ms were counted as 2 ms, and one connection looked like eleven).
 */
export function localConfig({ dir, port, sitePorts, apiOrigin, root = distDir, accessLog = true, keepaliveRequests, source = readFileSync(nginxConf, 'utf8') }) {
  const api = new URL(apiOrigin);
  const local = (name) => join(dir, name);
  let text = source;
  // As root, the workers would run as www-data, which may not write to this folder: they stay root here.
  text = replaceLocal(text, /^user .*# local:.*$/m, process.getuid?.() === 0 ? 'user root;' : '');
  text = replaceLocal(text, /^pid .*# local:.*$/m, `pid ${local('nginx.pid')};`);
  text = replaceLocal(text, /^error_log .*# local:.*$/m, `error_log ${local('error.log')} warn;`);
  text = replaceLocal(text, /^(\s*)(\w+_temp_path) \S+;\s*# local:.*$/gm, (_, indent, name) => `${indent}${name} ${local(join('tmp', name))};`, 5);
  text = replaceLocal(text, /^(\s*)access_log \S+ (.*);\s*# local:.*$/m, (_, indent, rest) => (accessLog ? `${indent}access_log ${local('access.log')} ${rest};` : `${indent}access_log off;`));
  text = replaceLocal(text, /^(\s*)proxy_cache_path \S+ (.*)# local:.*$/m, (_, indent, rest) => `${indent}proxy_cache_path ${local('cache')} ${rest.trim()}`);
  text = replaceLocal(text, /^(\s*)listen (?!unix:)\S+([^;]*);\s*# local:.*$/m, (_, indent, options) => `${indent}listen 127.0.0.1:${port}${options};`);
  text = replaceLocal(text, /^(\s*)root .*# local:.*$/m, (_, indent) => `${indent}root ${root};`);
  // The door to the site's processes (a unix socket; its path must be short: under 108 bytes).
  text = replaceLocal(text, /unix:\/run\/nginx-hangjia-renders\.sock;(\s*)# local:.*$/gm, `unix:${local('renders.sock')};`, 2);
  // The site's processes: the config's server lines (one per process) become one per port.
  let first = true;
  text = replaceLocal(text, /^(\s*)server 127\.0\.0\.1:\d+ (max_fails[^;]*);\s*# local:.*\n/gm, (_, indent, params) => {
    if (!first) return '';
    first = false;
    return sitePorts.map((p) => `${indent}server 127.0.0.1:${p} ${params};\n`).join('');
  }, 2);
  text = replaceLocal(text, /^(\s*)server 127\.0\.0\.1:4010;\s*# local:.*$/m, (_, indent) => `${indent}server ${api.hostname}:${api.port || 80};`);
  if (keepaliveRequests) text = replaceLocal(text, /^http \{$/m, `http {\n    keepalive_requests ${keepaliveRequests};`);
  return text;
}

/**
 * Starts nginx with deploy/nginx.conf in front of the site processes on `sitePorts` and the API at
 * `apiOrigin`, on `port` (default: a free one), in a temporary folder (removed by `stop` unless
 * `keep`); `root`, `accessLog` and `keepaliveRequests` as for localConfig. Resolves to
 * `{ url, port, dir, conf, pid, errors(), stop() }`; rejects with nginx's own words when it does
 * not start.
 */
export async function startNginx({ sitePorts, apiOrigin, port, root, accessLog = true, keepaliveRequests, keep = false, binary = nginxBinary() }) {
  if (!binary) throw new Error('nginx is not installed (apt-get install nginx)');
  const listenPort = port ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'hangjia-nginx-'));
  for (const sub of ['cache', 'tmp']) mkdirSync(join(dir, sub));
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, localConfig({ dir, port: listenPort, sitePorts, apiOrigin, root, accessLog, keepaliveRequests }));
  const errorLog = join(dir, 'error.log');
  const child = spawn(binary, ['-p', dir, '-c', conf, '-e', errorLog, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let exited = false;
  const gone = new Promise((resolve) => child.on('exit', () => resolve((exited = true))));
  // nginx is no node process: it is stopped with ours, however ours ends.
  const orphanGuard = () => child.kill('SIGKILL');
  process.on('exit', orphanGuard);
  const errors = () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '') + output;
  const stop = async () => {
    process.off('exit', orphanGuard);
    if (!exited) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await gone;
      clearTimeout(timer);
    }
    if (!keep) rmSync(dir, { recursive: true, force: true });
  };
  if (!(await waitForPort(listenPort, 10_000, () => exited))) {
    const why = errors();
    await stop();
    throw new Error(`nginx did not start on port ${listenPort}:\n${why}`);
  }
  return { url: `http://127.0.0.1:${listenPort}`, port: listenPort, dir, conf, pid: child.pid, errors, stop };
}
