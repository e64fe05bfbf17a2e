// The API reference of the contract at /__mock/docs, rendered in the browser by Scalar's API
// reference (the standalone bundle of the devDependency @scalar/api-reference, served from
// node_modules: nothing comes from a CDN). The page (index.html, page.js, page.css) loads the
// bundle and the reference's copy of the contract (document.mjs), built on the first request.
//
//   /__mock/docs                the page
//   /__mock/docs/page.js|.css   its script (personas, the renderer's configuration) and style
//   /__mock/docs/scalar.js      the renderer
//   /__mock/docs/openapi.json   the contract as the reference shows it
//
// Every answer can be revalidated (ETag, no-cache); the page's Content-Security-Policy lets it
// reach its own origin only, so nothing it loads or sends leaves the mock.
import { createHash } from 'node:crypto';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { referenceDocument } from './document.mjs';

/**
 * @typedef {import('node:http').IncomingMessage} IncomingMessage
 * @typedef {import('node:http').ServerResponse} ServerResponse
 * @typedef {Record<string, string>} Headers
 */

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

export const DOCS_PATH = '/__mock/docs';

/** The renderer's bundle, or null when the devDependencies are not installed. */
function rendererFile() {
  try {
    return require.resolve('@scalar/api-reference/browser/standalone.js');
  } catch {
    return null;
  }
}

const POLICY = [
  "default-src 'none'",
  // 'unsafe-eval': the renderer's validation library (zod) tries `new Function` and compiles its
  // parsers with it when allowed; the page's scripts still come from its own origin only
  "script-src 'self' 'unsafe-eval'",
  // the renderer puts its styles in <style> elements and style attributes
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const PAGE_HEADERS = { 'content-security-policy': POLICY, 'referrer-policy': 'no-referrer' };

/** @type {Record<string, { file: string, type: string, headers?: Headers }>} */
const files = {
  '': { file: join(here, 'index.html'), type: 'text/html; charset=utf-8', headers: PAGE_HEADERS },
  '/': { file: join(here, 'index.html'), type: 'text/html; charset=utf-8', headers: PAGE_HEADERS },
  '/page.js': { file: join(here, 'page.js'), type: 'text/javascript; charset=utf-8' },
  '/page.css': { file: join(here, 'page.css'), type: 'text/css; charset=utf-8' },
};

/**
 * Answers 304 when the client has this version (`etag`) already; returns whether it did.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {string} etag
 * @param {Headers} headers
 */
function notModified(req, res, etag, headers) {
  if (req.headers['if-none-match'] !== etag) return false;
  res.writeHead(304, { etag, ...headers });
  res.end();
  return true;
}

/**
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {string} file
 * @param {string} type
 * @param {Headers} [headers]
 */
function sendFile(req, res, file, type, headers = {}) {
  let stat;
  try {
    stat = statSync(file);
  } catch {
    return sendText(res, 404, 'not found');
  }
  const etag = `W/"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`;
  const common = { 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff', ...headers };
  if (notModified(req, res, etag, common)) return;
  res.writeHead(200, { 'content-type': type, 'content-length': String(stat.size), etag, ...common });
  if (req.method === 'HEAD') return res.end();
  pipeline(createReadStream(file), res, (/** @type {Error | null} */ error) => error && res.destroy());
}

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {string} text
 * @param {Headers} [headers]
 */
function sendText(res, status, text, headers = {}) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(text);
}

/**
 * The reference's request handler, for the mock's front: answers every request under
 * `/__mock/docs` from the contract in `contractJson` (a bundle of the contract, JSON), the
 * examples' addresses put under `publicUrl()` in place of `examplesOrigin()` (their placeholder).
 * @param {{ contractJson: string, publicUrl?: () => string, examplesOrigin?: () => string }} options
 * @returns {(req: IncomingMessage, res: ServerResponse) => void}
 */
export function createReference({ contractJson, publicUrl, examplesOrigin }) {
  /** @type {{ body: Buffer, etag: string } | null} */
  let document = null;
  const documentOf = () => {
    if (!document) {
      let text = JSON.stringify(referenceDocument(JSON.parse(readFileSync(contractJson, 'utf8'))));
      const placeholder = examplesOrigin?.();
      const origin = publicUrl?.();
      if (origin && placeholder) text = text.replaceAll(placeholder, origin);
      const body = Buffer.from(text);
      document = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    }
    return document;
  };

  return function serveReference(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'GET only', { allow: 'GET, HEAD' });
    // the path as sent (not normalised: `/__mock/docs/../x` is no file of the page)
    const [path = ''] = (req.url ?? '').split('?');
    const rest = path.slice(DOCS_PATH.length);
    if (rest === '/openapi.json') {
      let doc;
      try {
        doc = documentOf();
      } catch (error) {
        return sendText(res, 500, `The contract could not be read: ${/** @type {Error} */ (error).message}`);
      }
      const headers = { 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' };
      if (notModified(req, res, doc.etag, headers)) return;
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': String(doc.body.length), etag: doc.etag, ...headers });
      return res.end(req.method === 'HEAD' ? undefined : doc.body);
    }
    if (rest === '/scalar.js') {
      const file = rendererFile();
      if (!file) return sendText(res, 404, "The reference's renderer is missing: run npm install (it is a devDependency of @hangjia/mock-server).");
      return sendFile(req, res, file, 'text/javascript; charset=utf-8');
    }
    const page = files[rest];
    if (!page) return sendText(res, 404, 'not found');
    sendFile(req, res, page.file, page.type, page.headers);
  };
}
