// A recorded API for the server bench: a node:http proxy that asks the real API (the mock) once
// per request (method, URL and body) and answers every later one from memory. With it the bench
// measures the site's server, not Prism: after a warm-up render of each page the API costs a
// lookup. It counts what it receives, so the bench can tell how many renders a burst caused.
//
//   node app/bench/recorder.mjs <target origin> <port>     (prints "recorder listening on <url>")
//
// A bench's recording, not a cache: two requests that differ only in a visitor id (a UUID) or in
// a timestamp to the second (the 'now' of a list's first page) get the same answer.
//
// GET /__recorder/stats → { received, forwarded, keys }: requests received since the last
// POST /__recorder/reset, how many of them went to the target (not yet recorded), and how many
// times each key was asked for.
import '@hangjia/mock-server/process-guard';
import { createServer, request } from 'node:http';

const [target, portArg] = process.argv.slice(2);
if (!target) {
  console.error('usage: node app/bench/recorder.mjs <target origin> [port]');
  process.exit(2);
}
const origin = new URL(target);

/** Hop-by-hop headers and those the recorder sets itself. */
const DROP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);

/** key → Promise<{ status, headers, body }>: one ask of the target per key, however many wait. */
const recorded = new Map();
const VOLATILE = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d{4}-\d\d-\d\d(?:[ T+]|%20)\d\d(?::|%3A)\d\d(?::|%3A)\d\d/gi;
let counts = { received: 0, forwarded: 0, keys: {} };

function ask(req, body) {
  return new Promise((resolve, reject) => {
    const headers = { ...req.headers, host: origin.host };
    delete headers.connection;
    headers['content-length'] = String(body.length);
    const out = request({ hostname: origin.hostname, port: origin.port, method: req.method, path: req.url, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const kept = {};
        for (const [name, value] of Object.entries(res.headers)) if (!DROP.has(name)) kept[name] = value;
        resolve({ status: res.statusCode ?? 502, headers: kept, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    out.on('error', reject);
    out.end(body);
  });
}

const server = createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('error', () => res.destroy());
  req.on('end', () => {
    if (req.url === '/__recorder/stats') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(counts));
      return;
    }
    if (req.url === '/__recorder/reset' && req.method === 'POST') {
      counts = { received: 0, forwarded: 0, keys: {} };
      res.writeHead(204).end();
      return;
    }
    const body = Buffer.concat(chunks);
    const key = `${req.method} ${req.url} ${body.toString('latin1')}`.replace(VOLATILE, '*');
    counts.received++;
    counts.keys[key] = (counts.keys[key] ?? 0) + 1;
    let answer = recorded.get(key);
    if (!answer) {
      counts.forwarded++;
      answer = ask(req, body);
      recorded.set(key, answer);
      // a failed ask is not remembered: the next request tries again
      answer.catch(() => recorded.delete(key));
    }
    answer.then(
      ({ status, headers, body: payload }) => {
        res.writeHead(status, { ...headers, 'content-length': payload.length });
        res.end(req.method === 'HEAD' ? undefined : payload);
      },
      () => res.writeHead(502, { 'content-type': 'text/plain' }).end('recorder: the target failed'),
    );
  });
});
server.keepAliveTimeout = 30_000;
server.listen(Number(portArg ?? 0), '127.0.0.1', () => {
  console.log(`recorder listening on http://127.0.0.1:${server.address().port}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
