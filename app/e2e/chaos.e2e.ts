// The chaos suite: hostile clients and upstreams, with real sockets, against the two servers that
// forward requests (the mock's front, and the site's server), each in a process of its own in front
// of an upstream that misbehaves on demand. Every case runs REPEAT times; then the server process
// must still be alive, hold no more file descriptors than before, log no fatal error, and answer a
// normal request correctly. The figures (fds and RSS before and after) are printed.
import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startChild } from '@hangjia/mock-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rootDir, serverArgs } from '../scripts/build.mjs';
import { inTurns } from './in-turns';
import { MOCK_PORT, SITE_PORT } from './env';

const REPEAT = 100;
/**
 * The limits the servers get here, short so that they are reached quickly, yet long beside what a
 * loaded machine takes for an exchange that should not reach them: at 1 s, with two test files and
 * their browsers on the same cores, requests read whole got 408 and upstreams that answered got 504.
 */
const HEADERS_TIMEOUT_MS = 3000;
const API_TIMEOUT_MS = 3000;
const MAX_BODY = 1024 * 1024;
const API = '/openapi/v1/vue/topics';

// ---- the upstream: misbehaves as the request's `x-chaos` header says ----------------------------

const hung = new Set<ServerResponse>();
function upstreamHandler(req: IncomingMessage, res: ServerResponse) {
  const send = (status: number, body: string, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    res.end(body);
  };
  switch (req.headers['x-chaos']) {
    case 'reset-before':
      return req.socket.destroy();
    case 'reset-after-headers':
      res.writeHead(200, { 'content-length': '100000' });
      res.flushHeaders();
      return void setTimeout(() => req.socket.destroy(), 5);
    case 'reset-mid-body':
      res.writeHead(200, { 'content-length': '100000' });
      res.write('x'.repeat(50_000));
      return void setTimeout(() => req.socket.destroy(), 5);
    case 'early-413':
    case 'early-422': {
      // As Prism does with a body over its limit: answers at once, then closes while the body comes.
      const status = req.headers['x-chaos'] === 'early-413' ? 413 : 422;
      res.on('finish', () => setTimeout(() => req.socket.destroy(), 2));
      return send(status, '{"code":1,"msg":"refused early"}', { connection: 'close' });
    }
    case 'slow':
      return void setTimeout(() => !res.destroyed && send(200, '{"code":0,"msg":"","json":{"late":true}}'), API_TIMEOUT_MS * 3);
    case 'never':
      hung.add(res);
      return;
    case 'stream': {
      // headers at once, then the body in 40 pieces over 200 ms
      res.writeHead(200, { 'content-type': 'text/plain' });
      let n = 0;
      const timer = setInterval(() => {
        if (res.destroyed || ++n > 40) {
          clearInterval(timer);
          res.end();
          return;
        }
        res.write(`piece ${n}\n`);
      }, 5);
      return;
    }
    default: {
      let size = 0;
      req.on('data', (chunk: Buffer) => (size += chunk.length));
      req.on('end', () => send(200, JSON.stringify({ code: 0, msg: '', json: { ok: true, size } })));
    }
  }
}

// ---- a raw client ----------------------------------------------------------------------------------

interface Exchange {
  /** Everything the server sent. */
  text: string;
  /** The status of the first answer, if one began. */
  status?: number;
  /** How many answers began (two status lines in one exchange would be the crash's cause). */
  answers: number;
}

/**
 * Opens a connection, lets `act` write to it, and resolves with what came back once the server
 * closes it (every request here asks it to), or after `settleMs` for a case that waits a given
 * time. `abort` ends it from the client's side: at once after writing, at the first byte of the
 * answer, or once the answer's headers are in. (A fixed wait of 5 s read "no answer" on a loaded
 * machine where the answer, a 413 past the body limit among them, was still on its way.)
 */
function exchange(port: number, act: (socket: Socket) => void, options: { abort?: 'sent' | 'first-byte' | 'headers'; settleMs?: number } = {}): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const statuses = [...text.matchAll(/^HTTP\/1\.1 (\d{3})/gm)];
      resolve({ text, status: statuses[0] ? Number(statuses[0][1]) : undefined, answers: statuses.length });
    };
    const timer = options.settleMs === undefined ? undefined : setTimeout(finish, options.settleMs);
    socket.on('error', () => {});
    socket.on('close', finish);
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      if (options.abort === 'first-byte' || (options.abort === 'headers' && text.includes('\r\n\r\n'))) finish();
    });
    socket.on('connect', () => {
      act(socket);
      if (options.abort === 'sent') finish();
    });
  });
}

const request = (method: string, path: string, headers: Record<string, string | number> = {}, body = '') =>
  `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n` +
  Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('') +
  '\r\n' +
  body;

/** Writes `total` bytes of body as fast as the socket takes them, stopping when it closes. */
function pour(socket: Socket, total: number, chunked = false) {
  const piece = Buffer.alloc(64 * 1024, 'a');
  let sent = 0;
  const more = () => {
    while (sent < total && !socket.destroyed) {
      sent += piece.length;
      const data = chunked ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]) : piece;
      if (!socket.write(data)) return void socket.once('drain', more);
    }
    if (chunked && !socket.destroyed) socket.write('0\r\n\r\n');
  };
  more();
}

// ---- the cases -----------------------------------------------------------------------------------

interface Case {
  name: string;
  times?: number;
  width?: number;
  run: (port: number) => Promise<void>;
}

const chaos = (behaviour: string, more: Record<string, string | number> = {}) => ({ 'x-chaos': behaviour, 'content-type': 'application/json', ...more });

const cases: Case[] = [
  {
    name: 'the client leaves right after sending its request',
    run: async (port) => void (await exchange(port, (s) => s.write(request('POST', API, chaos('slow'), '')), { abort: 'sent' })),
  },
  {
    name: 'the client leaves at the first byte of the answer',
    run: async (port) => void (await exchange(port, (s) => s.write(request('POST', API, chaos('stream'))), { abort: 'first-byte' })),
  },
  {
    name: "the client leaves once the answer's headers are in",
    run: async (port) => {
      const got = await exchange(port, (s) => s.write(request('POST', API, chaos('stream'))), { abort: 'headers' });
      expect(got.status).toBe(200);
    },
  },
  {
    name: 'the upstream resets before its headers: 502',
    run: async (port) => {
      const got = await exchange(port, (s) => s.write(request('POST', API, chaos('reset-before'))));
      expect(got.status).toBe(502);
    },
  },
  {
    name: 'the upstream resets after its headers: the answer is cut, its headers written once',
    run: async (port) => {
      const got = await exchange(port, (s) => s.write(request('POST', API, chaos('reset-after-headers'))));
      expect(got.answers).toBeLessThanOrEqual(1);
      expect(got.text.length).toBeLessThan(100_000);
    },
  },
  {
    name: 'the upstream resets mid-body: the answer is cut, its headers written once',
    run: async (port) => {
      const got = await exchange(port, (s) => s.write(request('POST', API, chaos('reset-mid-body'))));
      expect(got.status).toBe(200);
      expect(got.answers).toBe(1);
      expect(got.text.length).toBeLessThan(100_000);
    },
  },
  ...(['early-413', 'early-422'] as const).map((behaviour) => ({
    name: `the upstream answers ${behaviour.slice(-3)} early while 256 KB of body are still coming`,
    run: async (port: number) => {
      const got = await exchange(port, (s) => {
        s.write(request('POST', API, chaos(behaviour, { 'content-length': 256 * 1024 })));
        pour(s, 256 * 1024);
      });
      // Its answer, or the connection cut if the upstream's reset came first; never two answers.
      expect(got.answers).toBeLessThanOrEqual(1);
      if (got.status !== undefined) expect([Number(behaviour.slice(-3)), 502]).toContain(got.status);
    },
  })),
  {
    name: 'a multipart upload the upstream refuses early (read whole by the front first)',
    times: 50,
    run: async (port) => {
      const boundary = 'chaosboundary';
      const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${'\u00ff'.repeat(300_000)}\r\n--${boundary}--\r\n`;
      const got = await exchange(port, (s) => s.write(request('POST', '/openapi/v1/vue/uploadImg', { 'x-chaos': 'early-413', 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': Buffer.byteLength(body, 'latin1') }, body), 'latin1'));
      expect(got.answers).toBeLessThanOrEqual(1);
    },
  },
  {
    name: `an upstream slower than the timeout: 504 after ${API_TIMEOUT_MS} ms`,
    width: 200,
    run: async (port) => {
      const got = await exchange(port, (s) => s.write(request('POST', API, chaos('slow'))));
      expect(got.status).toBe(504);
    },
  },
  {
    name: 'an upstream that never answers: 504',
    width: 200,
    run: async (port) => {
      const got = await exchange(port, (s) => s.write(request('POST', API, chaos('never'))));
      expect(got.status).toBe(504);
    },
  },
  {
    name: 'a malformed request line: 400',
    run: async (port) => {
      const got = await exchange(port, (s) => s.write('GARBAGE \x00\x01 NOT-HTTP\r\n\r\n'));
      expect(got.status).toBe(400);
    },
  },
  {
    name: 'a malformed header: 400',
    run: async (port) => {
      const got = await exchange(port, (s) => s.write('GET / HTTP/1.1\r\nHost 127.0.0.1\r\nBroken: a\x00b\r\n\r\n'));
      expect(got.status).toBe(400);
    },
  },
  {
    name: 'a 100 KB URL: 431',
    run: async (port) => {
      const got = await exchange(port, (s) => s.write(request('GET', `${API}?q=${'x'.repeat(100 * 1024)}`)));
      expect(got.status).toBe(431);
    },
  },
  {
    name: '64 KB of headers: 431',
    run: async (port) => {
      const headers = Object.fromEntries(Array.from({ length: 64 }, (_, i) => [`x-filler-${i}`, 'y'.repeat(1000)]));
      const got = await exchange(port, (s) => s.write(request('POST', API, headers)));
      expect(got.status).toBe(431);
    },
  },
  {
    name: 'a body of 64 MB announced: 413 at once',
    run: async (port) => {
      const got = await exchange(port, (s) => {
        s.write(request('POST', API, chaos('ok', { 'content-length': 64 * 1024 * 1024 })));
        pour(s, 64 * 1024 * 1024);
      });
      expect(got.status).toBe(413);
      expect(got.answers).toBe(1);
    },
  },
  {
    name: `a chunked body past the limit (${MAX_BODY / 1024} KB): 413`,
    times: 50,
    run: async (port) => {
      const got = await exchange(port, (s) => {
        s.write(request('POST', API, chaos('ok', { 'transfer-encoding': 'chunked' })));
        pour(s, MAX_BODY + 256 * 1024, true);
      });
      expect(got.status).toBe(413);
      expect(got.answers).toBe(1);
    },
  },
  {
    name: 'a Transfer-Encoding lie (chunked, then not): 400',
    run: async (port) => {
      const got = await exchange(port, (s) => s.write(request('POST', API, chaos('ok', { 'transfer-encoding': 'chunked' }), 'this is not chunked at all\r\n\r\n')));
      expect(got.status).toBe(400);
    },
  },
  {
    name: 'Content-Length and Transfer-Encoding both: 400',
    run: async (port) => {
      const got = await exchange(port, (s) => s.write(request('POST', API, chaos('ok', { 'content-length': 5, 'transfer-encoding': 'chunked' }), '0\r\n\r\n')));
      expect(got.status).toBe(400);
    },
  },
  {
    name: `a slowloris client, one header byte at a time: dropped after the ${HEADERS_TIMEOUT_MS} ms header timeout`,
    width: 200,
    run: async (port) => {
      const started = Date.now();
      const got = await exchange(
        port,
        (s) => {
          const text = `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${'z'.repeat(100)}`;
          let i = 0;
          const timer = setInterval(() => {
            if (s.destroyed || i >= text.length) return clearInterval(timer);
            s.write(text[i++]!);
          }, 200);
        },
        { settleMs: HEADERS_TIMEOUT_MS * 6 },
      );
      expect(Date.now() - started).toBeLessThan(HEADERS_TIMEOUT_MS * 4);
      expect([undefined, 408]).toContain(got.status);
    },
  },
  {
    name: '2,000 connections opened at once, then dropped',
    times: 1,
    run: async (port) => {
      const sockets = await Promise.all(
        Array.from({ length: 2000 }, () => new Promise<Socket>((resolve) => {
          const s = connect(port, '127.0.0.1', () => resolve(s));
          s.on('error', () => resolve(s));
        })),
      );
      expect(sockets.filter((s) => !s.destroyed).length).toBe(2000);
      for (const s of sockets) s.destroy();
    },
  },
];

// ---- the servers under test ------------------------------------------------------------------------

const fds = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

let upstream: Server;
let upstreamUrl: string;
beforeAll(async () => {
  upstream = createServer(upstreamHandler);
  // The servers keep idle connections to their upstream for reuse: closed soon here, so that
  // the file descriptors counted after a case are the leaks only.
  upstream.keepAliveTimeout = 200;
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as { port: number }).port}`;
});
afterAll(async () => {
  for (const res of hung) res.destroy();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

/** Node options that let the test ask a server for its heap after a full collection (chaos-heap.mjs). */
const heapProbe = ['--expose-gc', '--import', pathToFileURL(join(rootDir, 'app', 'e2e', 'chaos-heap.mjs')).href];

const env = { HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS), API_TIMEOUT_MS: String(API_TIMEOUT_MS), MAX_BODY_BYTES: String(MAX_BODY) };
const targets = [
  {
    name: "the mock's front",
    port: 4791,
    start: (port: number) => startChild('The chaos front', [...heapProbe, join(rootDir, 'app', 'e2e', 'chaos-front.mjs'), upstreamUrl, String(port)], { ready: /chaos front listening/, env, onLine: () => {} }),
  },
  {
    name: "the site's server",
    port: 4792,
    start: (port: number) =>
      startChild('The site server', [...heapProbe, ...serverArgs], {
        ready: /site \(server-rendered build\)/,
        env: { ...env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', API_ORIGIN: upstreamUrl, SITE_ORIGIN: `http://127.0.0.1:${port}`, LOG_LEVEL: 'warn' },
        onLine: () => {},
      }),
  },
];

describe.each(targets)('chaos against $name', ({ port, start }) => {
  let server: { child: ChildProcess; log: () => string };
  let pid: number;
  const figures: string[] = [];
  let startRss = 0;

  beforeAll(async () => {
    server = await start(port);
    pid = server.child.pid!;
    // one normal exchange first, so what the first request allocates once is in the baseline
    await normalAnswer();
    startRss = rssMb(pid);
  });
  afterAll(() => {
    server?.child.kill();
    console.log(`chaos: ${figures.length} cases\n${figures.join('\n')}`);
  });

  async function normalAnswer() {
    const got = await exchange(port, (s) => s.write(request('POST', API, chaos('ok', { 'content-length': 2 }), '{}')));
    expect(got.status, got.text).toBe(200);
    expect(got.text).toContain('{"code":0,"msg":"","json":{"ok":true,"size":2}}');
  }

  async function survives({ run, times = REPEAT, width = 20 }: Case) {
    const before = fds(pid);
    await inTurns(times, width, () => run(port));
    // Sockets the server is closing take a moment: wait for the count to settle, and keep the count
    // that settled. Read again afterwards, it once counted a connection the server had opened
    // since (25 → 26, the second round against the site's server, one browser file at a time).
    let after = fds(pid);
    await expect.poll(() => (after = fds(pid)), { message: `file descriptors back to ${before} or fewer` }).toBeLessThanOrEqual(before);
    expect(server.child.exitCode, server.log()).toBeNull();
    expect(server.log()).not.toMatch(/\[fatal\]|ERR_HTTP_HEADERS_SENT/);
    await normalAnswer();
    return { before, after };
  }

  test.each(cases)('$name', async (chaosCase) => {
    const { before, after } = await survives(chaosCase);
    figures.push(`  ${chaosCase.name}: ${chaosCase.times ?? REPEAT}× · fds ${before} → ${after} · RSS ${rssMb(pid).toFixed(0)} MB`);
  });

  /** The server's heap in use after a full collection, in MB. */
  async function heapMb() {
    const count = (server.log().match(/\[heap\] \d+/g) ?? []).length;
    process.kill(pid, 'SIGUSR2');
    for (let i = 0; i < 100; i++) {
      const all = server.log().match(/\[heap\] (\d+)/g) ?? [];
      if (all.length > count) return Number(all.at(-1)!.slice(7)) / 2 ** 20;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('the server did not report its heap');
  }

  // Every case again: minutes on a loaded machine (the second round against the site's server
  // passed its 60 s with two browser-test files beside it).
  test('memory does not grow with the requests: a second round of every case leaves the heap where the first did', { timeout: 300_000 }, async () => {
    // The first round grows the heap and the allocator's pools to what the load needs; a leak
    // would leave more behind with each round. The heap is read after a full collection.
    const firstRound = { heap: await heapMb(), rss: rssMb(pid) };
    for (const chaosCase of cases) await survives(chaosCase);
    const secondRound = { heap: await heapMb(), rss: rssMb(pid) };
    figures.push(
      `  memory: RSS ${startRss.toFixed(0)} MB at the start, ${firstRound.rss.toFixed(0)} MB after the first round, ${secondRound.rss.toFixed(0)} MB after the second;` +
        ` heap after a full collection ${firstRound.heap.toFixed(1)} MB after the first round, ${secondRound.heap.toFixed(1)} MB after the second`,
    );
    expect(secondRound.heap - firstRound.heap).toBeLessThan(2);
  });
});

describe('the mock and the site of the browser tests (`npm start` as a user runs it)', () => {
  // The reproduction of a crash: a 64 MB upload, its body sent whatever comes back. The mock's
  // Prism refused it early and closed; the front then wrote a second set of headers and died.
  test.each([
    ['the mock', MOCK_PORT],
    ['the site', SITE_PORT],
  ])('%s refuses oversized uploads (announced, and chunked past Prism\'s 10 MB) and answers on', async (_, port) => {
    await inTurns(20, 5, async () => {
      const got = await exchange(port, (s) => {
        s.write(request('POST', '/openapi/v1/vue/discerns', { 'content-type': 'application/json', 'content-length': 64 * 1024 * 1024 }));
        pour(s, 64 * 1024 * 1024);
      });
      expect(got.status).toBe(413);
    });
    await inTurns(4, 2, async () => {
      const got = await exchange(port, (s) => {
        s.write(request('POST', '/openapi/v1/vue/discerns', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }));
        pour(s, 12 * 1024 * 1024, true);
      });
      // The refused body is read and dropped while it keeps coming: the 413 reaches the client.
      expect(got.answers).toBe(1);
      expect(got.status).toBe(413);
    });
    const res = await fetch(`http://127.0.0.1:${port}/openapi/v1/vue/discerns`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"pagesize":10,"pageindex":1}' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ code: 0 });
  });
});
