// The site's servers for a production build: `serveSite` renders pages on the server (the build's
// server bundle) and serves the browser's files; `serveStatic` serves a folder with the SPA
// fallback (unknown paths get index.html). Both: gzip for text, long caching for hashed assets.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream';
import { createGzip } from 'node:zlib';
import { createSafeServer, forwardRequest, listen } from '@hangjia/mock-server/forward';
import { distDir, serverEntry } from './build.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;

/** Sends a file: gzip for text, a year of caching for the hashed files under `assets/`. */
function sendFile(req, res, file) {
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const hashed = /[/\\]assets[/\\]/.test(file);
  const headers = {
    'content-type': type,
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (gzip) {
    headers['content-encoding'] = 'gzip';
    headers.vary = 'accept-encoding';
  }
  res.writeHead(200, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  // A failed read or a client gone mid-file ends both streams (pipeline), never the process.
  const done = (error) => error && res.destroy();
  if (gzip) pipeline(createReadStream(file), createGzip(), res, done);
  else pipeline(createReadStream(file), res, done);
}

/**
 * Serves `dir` on `host:port` (0: any free port). `fallback` (default `index.html`) answers paths without a file.
 * `proxy` ({ target, pattern }) forwards the paths `pattern` matches to `target`: the site then calls
 * the API on its own origin, as in production, with no CORS preflight before each JSON call.
 * Resolves to `{ url, close() }`.
 */
export async function serveStatic({ dir, port = 5173, host = '127.0.0.1', fallback = 'index.html', proxy }) {
  const root = resolve(dir);
  const api = proxy ? new RegExp(proxy.pattern) : null;
  const server = createSafeServer((req, res) => {
    if (api?.test(req.url ?? '')) {
      forwardRequest(req, res, proxy.target);
      return;
    }
    const url = new URL(req.url ?? '/', 'http://x');
    let rel;
    try {
      rel = normalize(decodeURIComponent(url.pathname)).replace(/^[/\\]+/, '');
    } catch {
      res.writeHead(400).end();
      return;
    }
    let file = join(root, rel);
    if (!(file === root || file.startsWith(root + sep))) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    const found = existsSync(file) && statSync(file).isFile();
    if (!found) {
      // Missing assets are 404s; page paths get the app shell.
      if (extname(rel) && !rel.endsWith('.html')) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
        return;
      }
      file = join(root, fallback);
    }
    sendFile(req, res, file);
  });
  // Port 0 picks a free port.
  const actual = await listen(server, port, host, 'the site');
  return {
    url: `http://${host}:${actual}`,
    close: () =>
      new Promise((done) => {
        server.close(() => done());
        server.closeAllConnections?.();
      }),
  };
}


/** Resolves the path of `url` inside `root`, or null when it leaves it or cannot be decoded. */
function fileOf(root, url) {
  try {
    const rel = normalize(decodeURIComponent(new URL(url ?? '/', 'http://x').pathname)).replace(/^[/\\]+/, '');
    const file = join(root, rel);
    return file === root || file.startsWith(root + sep) ? { rel, file } : null;
  } catch {
    return null;
  }
}

/**
 * Serves the production build with server rendering on `host:port` (0: any free port): the
 * browser's files from `app/dist/client`, pages rendered by `app/dist/server/entry-server.js`, and
 * the paths `apiPattern` (a RegExp source) matches forwarded to `apiTarget`, whose origin also
 * answers the server's own API calls. `forwardHeaders`: request headers the server's API calls carry
 * (e.g. the mock's `x-mock-fault`). `budgetMs`: how long rendering waits for one API call (3000).
 * `limits`: the server's timeouts and sizes (`SERVER_LIMITS`); `apiTimeoutMs`: how long a forwarded
 * API call may stay silent (30 s); `maxBody`: the largest API request body (10 MB).
 * Resolves to `{ url, close() }`.
 */
export async function serveSite({ port = 5173, host = '127.0.0.1', apiTarget, apiPattern, forwardHeaders = [], siteOrigin, budgetMs, limits, apiTimeoutMs, maxBody } = {}) {
  if (!apiTarget) throw new Error('serveSite: apiTarget (the API origin) is required');
  // React's production build unless told otherwise (the browser tests run under NODE_ENV=test).
  process.env.NODE_ENV ??= 'production';
  const { createRenderer } = await import(pathToFileURL(serverEntry).href);
  const render = createRenderer({
    template: readFileSync(join(distDir, 'index.html'), 'utf8'),
    apiOrigin: new URL(apiTarget).origin,
    forwardHeaders,
    siteOrigin,
    budgetMs,
  });
  const root = resolve(distDir);
  const api = apiPattern ? new RegExp(apiPattern) : null;
  const server = createSafeServer(
    (req, res) => {
      if (api?.test(req.url ?? '')) {
        forwardRequest(req, res, apiTarget, { timeoutMs: apiTimeoutMs, maxBody });
        return;
      }
      const path = fileOf(root, req.url);
      if (!path) {
        res.writeHead(400).end();
        return;
      }
      if (path.rel && path.rel !== 'index.html' && existsSync(path.file) && statSync(path.file).isFile()) {
        sendFile(req, res, path.file);
        return;
      }
      if (extname(path.rel) && !path.rel.endsWith('.html')) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD' }).end();
        return;
      }
      return render(req, res);
    },
    { limits },
  );
  const actual = await listen(server, port, host, 'the site');
  return {
    url: `http://${host}:${actual}`,
    close: () =>
      new Promise((done) => {
        server.close(() => done());
        server.closeAllConnections?.();
      }),
  };
}
