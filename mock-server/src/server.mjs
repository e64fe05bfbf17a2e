// The mock: a small front that serves the sample assets and forwards the API to Prism, which
// validates every request and answer against the bundled contract. Three ways to run it:
//
//   sample (default)  front → prism proxy --errors → the in-memory sample backend (src/backend)
//   upstream          front → prism proxy --errors → a real backend
//   examples          front → prism mock --errors (the contract's named examples only)
//
// The sample backend answers 501 for what it does not implement and for every request with a
// `Prefer` header; Prism then mocks the call from the examples, so named scenarios keep working.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { pipeline } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { pathSource } from '@hangjia/openapi/operations';
import { isPacked, isUpload, packUpload, unpackAnswer } from './binary-relay.mjs';
import { createReference, DOCS_PATH } from './docs/serve.mjs';
import { applyFault } from './faults.mjs';
import { askedProcess, pictureAt, pictureFile, processError, resizedSvgFile } from './resize.mjs';
import { scenarios } from './scenarios.mjs';
import { BodyTooLarge, createSafeServer, failAnswer, forwardRequest, listen, MAX_BODY, readAll, refuseTooLarge } from './forward.mjs';

// Typed with JSDoc: the public signatures are declared in server.d.mts, and each export below names
// its declaration (`@type {typeof import('./server.d.mts').…}`), so tsc checks the code against it.
/**
 * @typedef {import('node:http').IncomingMessage} IncomingMessage
 * @typedef {import('node:http').ServerResponse} ServerResponse
 * @typedef {import('node:child_process').ChildProcess} ChildProcess
 * @typedef {import('./server.d.mts').FrontOptions} FrontOptions
 */

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const openapiDir = join(here, '..', '..', 'openapi');
export const contractFile = join(openapiDir, 'dist', 'openapi.yaml');
export const assetsDir = join(openapiDir, 'dist', 'assets');
/** `npm run mock`'s script, for callers that run the mock in a process of its own. */
export const startScript = join(here, 'start.mjs');
/** The named scenarios of every operation (examples and documented statuses), for the site's QA panel. */
export { scenarios };
const prismBin = join(dirname(require.resolve('@stoplight/prism-cli/package.json')), 'dist', 'index.js');
const backendMain = join(here, 'backend', 'main.ts');
const tsxLoader = pathToFileURL(require.resolve('tsx')).href;

/**
 * A RegExp source matching every path of the contract (`{id}` as one segment) and the mock's own
 * `/__mock/…` paths, so a site server can forward exactly those to the mock and keep its own routes
 * (`/irs` the page, `/irs/reports` the call) apart.
 * @type {typeof import('./server.d.mts').apiPathPattern}
 */
export function apiPathPattern(file = contractFile.replace(/\.yaml$/, '.json')) {
  const doc = JSON.parse(readFileSync(file, 'utf8'));
  const alternatives = Object.keys(doc.paths).map(pathSource);
  return `^(?:${alternatives.join('|')}|/__mock/.*)(?:\\?.*)?$`;
}

/** @type {Record<string, string>} */
const TYPES = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };

/**
 * The path under assets/ of an asset's URL, or null when it cannot be one.
 * @param {string} url
 * @returns {string | null}
 */
function assetPath(url) {
  try {
    const path = normalize(decodeURIComponent(new URL(url, 'http://x').pathname).slice('/assets/'.length));
    return join(assetsDir, path).startsWith(assetsDir + sep) ? path : null;
  } catch {
    return null; // a path that cannot be decoded (`/assets/%E0`)
  }
}

/**
 * A sample asset, resized when the URL asks it as the image host does (`?x-oss-process=`,
 * resize.mjs): a picture drawn at the asked size, an SVG file resized, any other file as it is; a
 * process the host does not understand is a 400.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 */
async function serveAsset(req, res) {
  const url = req.url ?? '/';
  const path = assetPath(url);
  const picture = path === null ? null : pictureAt(assetsDir, path);
  const file = path === null || picture ? null : join(assetsDir, path);
  if (!picture && !(file && existsSync(file) && statSync(file).isFile())) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'access-control-allow-origin': '*' });
    res.end('asset not found');
    return;
  }
  const asked = askedProcess(new URL(url, 'http://x').search);
  if (asked && 'error' in asked) {
    res.writeHead(400, { 'content-type': 'application/xml; charset=utf-8', 'access-control-allow-origin': '*' });
    res.end(processError(asked.error));
    return;
  }
  const headers = { 'cache-control': 'public, max-age=3600', 'access-control-allow-origin': '*' };
  /** @param {string} type @param {Uint8Array} body */
  const send = (type, body) => {
    res.writeHead(200, { ...headers, 'content-type': type, 'content-length': String(body.length) });
    res.end(body);
  };
  if (picture) return send('image/png', await pictureFile(picture, asked));
  if (!file) return;
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  if (asked && extname(file) === '.svg') return send(type, resizedSvgFile(file, statSync(file).mtimeMs, asked));
  res.writeHead(200, { ...headers, 'content-type': type });
  pipeline(createReadStream(file), res, (/** @type {Error | null} */ error) => error && res.destroy());
}

const guard = pathToFileURL(join(here, 'process-guard.mjs')).href;
/** @type {Set<ChildProcess>} */
const running = new Set();
// Whatever way this process ends, its children end with it (they also watch for it: process-guard).
process.on('exit', () => {
  for (const child of running) child.kill();
});

/**
 * Starts a Node child process (`args` after `node`, with process-guard loaded first) and resolves
 * once its output matches `ready`. `onExit(code, signal)` runs if it ends, once started, without
 * being killed.
 * @type {typeof import('./server.d.mts').startChild}
 */
export async function startChild(name, args, { ready, env, onLine, onExit }) {
  let output = '';
  const child = spawn(process.execPath, ['--import', guard, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  running.add(child);
  let started = false;
  child.on('exit', (code, signal) => {
    running.delete(child);
    if (started && !child.killed) onExit?.(code, signal);
  });
  const collect = (/** @type {Buffer} */ chunk) => {
    const text = String(chunk);
    output += text;
    if (output.length > 200_000) output = output.slice(-100_000);
    for (const line of text.split('\n')) if (line) onLine(line);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${output}`);
    if (ready.test(output)) {
      started = true;
      return { child, log: () => output };
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill();
  throw new Error(`${name} did not start within 60 s:\n${output}`);
}

/**
 * The origin the contract's examples are written with (`x-examples-origin` of the bundle), read once.
 * @type {string | undefined}
 */
let examplesOriginValue;
function examplesOrigin() {
  examplesOriginValue ??= String(JSON.parse(readFileSync(contractFile.replace(/\.yaml$/, '.json'), 'utf8'))['x-examples-origin'] ?? '');
  return examplesOriginValue;
}

/**
 * Passes an answer of Prism on to the client: a file the backend packed comes out as its bytes
 * (binary-relay.mjs), and a JSON answer taken from the contract's examples gets `publicUrl` in place
 * of the examples' placeholder origin, so each of their addresses points at this mock, whatever its
 * port. Any other answer is piped as it comes.
 * @param {IncomingMessage} answer
 * @param {ServerResponse} res
 * @param {string} publicUrl
 */
async function relayAnswer(answer, res, publicUrl) {
  const status = answer.statusCode ?? 502;
  if (isPacked(answer.headers)) {
    const restored = unpackAnswer(answer.headers, await readAll(answer));
    res.writeHead(status, restored.headers);
    res.end(restored.body);
    return;
  }
  const placeholder = examplesOrigin();
  if (!placeholder || !/json/.test(String(answer.headers['content-type'])) || answer.headers['content-encoding']) {
    res.writeHead(status, answer.headers);
    answer.pipe(res);
    return;
  }
  let body = await readAll(answer);
  if (body.includes(placeholder)) body = Buffer.from(body.toString('utf8').replaceAll(placeholder, publicUrl));
  const { 'transfer-encoding': _, ...headers } = answer.headers;
  res.writeHead(status, { ...headers, 'content-length': String(body.length) });
  res.end(body);
}

/**
 * Forwards to Prism. Prism reads bodies as UTF-8 text, which would spoil binary uploads and
 * downloads of the sample backend: with `pack` (sample mode) those cross it as latin-1 text
 * (binary-relay.mjs), packed here and unpacked in the backend, and back (relayAnswer).
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {string} target
 * @param {{ forward: NonNullable<FrontOptions['forward']>, publicUrl: string, pack: boolean }} options
 */
async function forwardToPrism(req, res, target, { forward, publicUrl, pack }) {
  let headers = req.headers;
  /** @type {Buffer | undefined} */
  let body;
  if (pack && isUpload(req.headers)) {
    const maxBody = forward.maxBody ?? MAX_BODY;
    let raw;
    try {
      raw = await readAll(req, maxBody);
    } catch (error) {
      if (error instanceof BodyTooLarge) refuseTooLarge(res, maxBody);
      else failAnswer(res, 400, '请求体读取失败');
      return;
    }
    ({ headers, body } = packUpload(req.headers, raw));
  }
  forwardRequest(req, res, target, { ...forward, headers, body, onAnswer: (answer) => relayAnswer(answer, res, publicUrl) });
}

/**
 * `http://host:port` of the address `server` listens on.
 * @param {import('node:net').Server} server
 */
function listenOrigin(server) {
  const address = server.address();
  if (!address || typeof address === 'string') return '';
  return `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
}

const SANDBOX_COOKIE = 'hj_mock_sandbox';

/**
 * Writes are kept per browser: the front gives each browser a sandbox cookie and passes its value
 * to the sample backend as `x-mock-sandbox` (callers without cookies get a new one each time, so
 * their writes are kept per token instead).
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 */
function tagSandbox(req, res) {
  const id = /(?:^|;\s*)hj_mock_sandbox=([\w-]+)/.exec(req.headers.cookie ?? '')?.[1];
  req.headers['x-mock-sandbox'] = id ?? randomBytes(9).toString('base64url');
  if (!id) res.setHeader('set-cookie', `${SANDBOX_COOKIE}=${req.headers['x-mock-sandbox']}; Path=/; SameSite=Lax; HttpOnly`);
}

/**
 * The mock's front: faults, the sample assets, the scenarios, the API reference (`/__mock/docs`),
 * and the API forwarded to `prismUrl` (`/__mock/…` to `backendUrl` in sample mode). `publicUrl`
 * is the origin its callers reach it at (every address of the examples is put under it; by
 * default the address it listens on). `limits`
 * overrides `SERVER_LIMITS`; `forward` (`{ maxBody, timeoutMs }`) the forwarder's limits.
 * @type {typeof import('./server.d.mts').createFront}
 */
export function createFront({ mode, prismUrl, backendUrl, publicUrl, limits, forward = {} }) {
  const scenarioJson = JSON.stringify(scenarios());
  const origin = () => publicUrl ?? listenOrigin(front);
  const serveReference = createReference({ contractJson: contractFile.replace(/\.yaml$/, '.json'), publicUrl: origin, examplesOrigin });
  const front = createSafeServer(
    (req, res) => {
      if (applyFault(req, res)) return;
      if (req.url?.startsWith('/assets/')) return void serveAsset(req, res).catch((error) => failAnswer(res, 500, `the asset could not be drawn: ${error}`));
      if (/^\/__mock\/docs(?:[/?]|$)/.test(req.url ?? '')) return serveReference(req, res);
      if (req.url === '/__mock/scenarios') {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' });
        return res.end(scenarioJson);
      }
      if (mode === 'sample' && !req.url?.startsWith('/__mock/uploads/')) tagSandbox(req, res);
      if (req.url?.startsWith('/__mock/')) {
        if (mode === 'sample') return forwardRequest(req, res, backendUrl, forward);
        res.writeHead(mode === 'examples' && req.url.startsWith('/__mock/reset') ? 200 : 404, { 'content-type': 'application/json; charset=utf-8' });
        return res.end(JSON.stringify({ code: 0, msg: `nothing to do in ${mode} mode` }));
      }
      forwardToPrism(req, res, prismUrl, { forward, publicUrl: origin(), pack: mode === 'sample' });
    },
    { limits },
  );
  front.keepAliveTimeout = 60_000;
  return front;
}

/**
 * Rejects, naming the port and its use, when one of `ports` (`[port, what]`) is taken.
 * @param {string} host
 * @param {[number, string][]} ports
 */
async function portsFree(host, ports) {
  for (const [port, what] of ports) {
    const probe = createServer();
    await listen(probe, port, host, what);
    await new Promise((resolve) => probe.close(resolve));
  }
}

/**
 * Starts the mock on `port`: in the default sample mode the sample backend (`backendPort`), Prism's
 * validating proxy (`prismPort`) and the front; with `upstream` Prism proxies a real backend; with
 * `examples` Prism answers from the examples alone. Resolves once all listen; `close()` stops them.
 * `MOCK_SEED` (or `seed`) reseeds the sample world. `onExit(what, code)` runs when a part ends on
 * its own (the start scripts then stop everything); by default that is logged.
 * @type {typeof import('./server.d.mts').startMockServer}
 */
export async function startMockServer({
  port = 4010,
  host = '127.0.0.1',
  prismPort = port + 1000,
  backendPort = port + 2000,
  quiet = false,
  upstream = process.env.MOCK_UPSTREAM || undefined,
  examples = process.env.MOCK_EXAMPLES === '1',
  seed = process.env.MOCK_SEED ? Number(process.env.MOCK_SEED) : undefined,
  publicUrl = `http://${host}:${port}`,
  logCodes = !quiet || !process.env.VITEST,
  onExit = (/** @type {string} */ what, /** @type {number | null} */ code) => console.error(`${what} of the mock exited (${code}): the mock no longer answers.`),
} = {}) {
  if (!existsSync(contractFile)) throw new Error(`No contract at ${contractFile}: run \`npm run build -w @hangjia/openapi\``);
  const url = publicUrl.replace(/\/+$/, '');
  const mode = examples ? 'examples' : upstream ? 'upstream' : 'sample';
  await portsFree(host, [
    [port, 'the mock API'],
    [prismPort, "the mock's Prism"],
    ...(mode === 'sample' ? [/** @type {[number, string]} */ ([backendPort, "the mock's sample backend"])] : []),
  ]);
  /** @type {ChildProcess[]} */
  const children = [];
  /** @type {(() => string)[]} */
  const logs = [];
  const print = (/** @type {string} */ line) => {
    if (!quiet || (logCodes && /^验证码 /.test(line))) process.stdout.write(`${line}\n`);
  };
  const stopAll = () => {
    for (const child of children) child.kill();
  };
  try {
    let target = upstream;
    if (mode === 'sample') {
      const backend = await startChild('The sample backend', ['--conditions=source', '--import', tsxLoader, backendMain, '--port', String(backendPort), '--host', host, '--public-url', url], {
        ready: /Sample backend is listening/,
        env: seed !== undefined ? { MOCK_SEED: String(seed) } : {},
        onLine: print,
        onExit: (code) => onExit('The sample backend', code),
      });
      children.push(backend.child);
      logs.push(backend.log);
      target = `http://${host}:${backendPort}`;
    }
    // In upstream mode the target is the upstream's URL (the mode says there is one).
    const prismArgs = mode === 'examples' ? ['mock', contractFile] : ['proxy', contractFile, /** @type {string} */ (target)];
    const prism = await startChild('Prism', [prismBin, ...prismArgs, '-h', host, '-p', String(prismPort), '--errors'], {
      ready: /Prism is listening/,
      onLine: (line) => !quiet && process.stdout.write(`${line}\n`),
      onExit: (code) => onExit('Prism', code),
    });
    children.push(prism.child);
    logs.push(prism.log);
  } catch (error) {
    stopAll();
    throw error;
  }
  const front = createFront({ mode, prismUrl: `http://${host}:${prismPort}`, backendUrl: `http://${host}:${backendPort}`, publicUrl: url });
  await listen(front, port, host, 'the mock API').catch((error) => {
    stopAll();
    throw error;
  });
  return {
    url,
    docsUrl: `${url}${DOCS_PATH}`,
    mode,
    log: () => logs.map((log) => log()).join('\n'),
    close: () =>
      new Promise((resolve) => {
        stopAll();
        front.close(() => resolve());
        front.closeAllConnections?.();
      }),
  };
}
