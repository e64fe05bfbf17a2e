// A small static server for a production build: gzip for text, long caching for hashed assets,
// and the SPA fallback (unknown paths get index.html, so the router can send them to /404).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { createGzip } from 'node:zlib';
import { forwardRequest } from '../../mock-server/src/server.mjs';

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

/**
 * Serves `dir` on `host:port` (0: any free port). `fallback` (default `index.html`) answers paths without a file.
 * `proxy` ({ target, pattern }) forwards the paths `pattern` matches to `target`: the site then calls
 * the API on its own origin, as in production, with no CORS preflight before each JSON call.
 * Resolves to `{ url, close() }`.
 */
export async function serveStatic({ dir, port = 5173, host = '127.0.0.1', fallback = 'index.html', proxy }) {
  const root = resolve(dir);
  const api = proxy ? new RegExp(proxy.pattern) : null;
  const server = createServer((req, res) => {
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
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
  });
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, ok);
  });
  // Port 0 picks a free port.
  const actual = server.address().port;
  return {
    url: `http://${host}:${actual}`,
    close: () =>
      new Promise((done) => {
        server.close(() => done());
        server.closeAllConnections?.();
      }),
  };
}

