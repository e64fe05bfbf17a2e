// The mock: Prism over the bundled contract, behind a small front that also serves the sample
// assets the examples point to. One origin for both, so an example's image URL always resolves.
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const openapiDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'openapi');
export const contractFile = join(openapiDir, 'dist', 'openapi.yaml');
export const assetsDir = join(openapiDir, 'dist', 'assets');
const prismBin = join(dirname(require.resolve('@stoplight/prism-cli/package.json')), 'dist', 'index.js');

/**
 * A RegExp source matching every path of the contract (`{id}` as one segment), so a site server
 * can forward exactly the API's paths to the mock and keep its own routes (`/irs` the page,
 * `/irs/reports` the call) apart.
 */
export function apiPathPattern(file = contractFile.replace(/\.yaml$/, '.json')) {
  const doc = JSON.parse(readFileSync(file, 'utf8'));
  const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const alternatives = Object.keys(doc.paths).map((path) => path.split(/\{[^}]+\}/).map(escape).join('[^/]+'));
  return `^(?:${alternatives.join('|')})(?:\\?.*)?$`;
}

const TYPES = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };

function serveAsset(req, res) {
  const rel = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname).slice('/assets/'.length));
  const file = join(assetsDir, rel);
  if (!file.startsWith(assetsDir + sep) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'access-control-allow-origin': '*' });
    res.end('asset not found');
    return;
  }
  res.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': 'public, max-age=3600',
    'access-control-allow-origin': '*',
  });
  createReadStream(file).pipe(res);
}

async function waitForPrism(port, child, log) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Prism exited (${child.exitCode}):\n${log()}`);
    if (/Prism is listening/.test(log())) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Prism did not start within 60 s on port ${port}:\n${log()}`);
}

/**
 * Forwards one request to `target` (an http origin) and pipes the answer back; a target that does
 * not answer gives a plain-text 502.
 */
export function forwardRequest(req, res, target) {
  const { hostname, port } = new URL(target);
  const upstream = request({ host: hostname, port, method: req.method, path: req.url, headers: { ...req.headers, host: `${hostname}:${port}` } }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', (error) => {
    res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end(`API 服务不可用: ${error.message}`);
  });
  req.pipe(upstream);
}

/**
 * Starts Prism (request validation on, `--errors`) on an internal port and the front on `port`.
 * Resolves once both listen. `close()` stops both.
 */
export async function startMockServer({ port = 4010, host = '127.0.0.1', prismPort = port + 1000, quiet = false } = {}) {
  if (!existsSync(contractFile)) throw new Error(`No contract at ${contractFile}: run \`npm run build -w @hangjia/openapi\``);
  let output = '';
  const child = spawn(process.execPath, [prismBin, 'mock', '-h', host, '-p', String(prismPort), '--errors', contractFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk) => {
    output += chunk;
    if (output.length > 200_000) output = output.slice(-100_000);
    if (!quiet) process.stdout.write(chunk);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  await waitForPrism(prismPort, child, () => output);

  const front = createServer((req, res) => {
    if (req.url?.startsWith('/assets/')) return serveAsset(req, res);
    forwardRequest(req, res, `http://${host}:${prismPort}`);
  });
  await new Promise((resolve, reject) => {
    front.once('error', reject);
    front.listen(port, host, resolve);
  });
  const url = `http://${host}:${port}`;
  return {
    url,
    log: () => output,
    close: () =>
      new Promise((resolve) => {
        child.kill();
        front.close(() => resolve());
        front.closeAllConnections?.();
      }),
  };
}
