// The sample backend: the sample world of @hangjia/mock (its operations on the Fetch API) served
// to Node's http, behind Prism's validating proxy. This file only translates: a Node request
// becomes a Request, the world's Response is written back. Prism checks every request and answer
// against the contract (so the world's own checks are off here); the front applies the faults.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createMock, type MockOptions } from '@hangjia/mock';
import { packAnswer, unpackUpload } from '../binary-relay.mjs';

export interface BackendOptions {
  seed?: number;
  /** The mock front's public origin: every address of the world (pictures, documents, uploads, the WeChat scan page) is under it. */
  publicUrl?: string;
  /** Replaces operations' handlers (a test may install a broken one). */
  handlers?: MockOptions['handlers'];
  log?: (line: string) => void;
}

export interface Backend {
  listener: (req: IncomingMessage, res: ServerResponse) => void;
  reset(seed?: number): void;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The headers the world reads: the request's, without those of the hop (and the faults: the front applied them). */
function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || /^(host|connection|content-length|transfer-encoding|x-mock-fault|x-mock-binary)$/i.test(name)) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return headers;
}

export function createBackend(options: BackendOptions = {}): Backend {
  const log = options.log ?? ((line: string) => console.log(line));
  const publicUrl = options.publicUrl ?? 'http://127.0.0.1:4010';
  const mock = createMock({
    baseUrl: publicUrl,
    strict: false,
    log,
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
    ...(options.handlers ? { handlers: options.handlers } : {}),
  });

  async function listener(req: IncomingMessage, res: ServerResponse) {
    try {
      const method = req.method ?? 'GET';
      // The front passes uploads through Prism as latin-1 text (binary-relay.mjs).
      const body = method === 'GET' || method === 'HEAD' ? undefined : unpackUpload(req.headers, await readBody(req));
      const request = new Request(new URL(req.url ?? '/', publicUrl), { method, headers: headersOf(req), ...(body?.length ? { body: new Uint8Array(body) } : {}) });
      const answer = await mock.handle(request);
      if (!answer) {
        res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
        return res.end(JSON.stringify({ code: 404, msg: 'not a path of the contract or the sample world' }));
      }
      const headers = Object.fromEntries(answer.headers);
      const bytes = Buffer.from(await answer.arrayBuffer());
      // Prism reads an answer as text: a file of an operation goes through it as latin-1 and the
      // front restores it (the mock's own paths, uploads among them, come to the front directly).
      const throughPrism = !request.url.startsWith(`${new URL(publicUrl).origin}/__mock/`);
      const textual = /json|text|html/.test(headers['content-type'] ?? '');
      const out = throughPrism && !textual ? packAnswer(headers, bytes) : { headers, body: bytes };
      res.writeHead(answer.status, out.headers);
      res.end(out.body);
    } catch (error) {
      log(`sample backend: ${req.method} ${req.url}: ${(error as Error).stack ?? error}`);
      if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ code: 500, msg: `sample backend error: ${(error as Error).message}` }));
      }
    }
  }

  return { listener: (req, res) => void listener(req, res), reset: (seed) => mock.reset(seed) };
}
