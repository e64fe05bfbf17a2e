// The binary relay between the mock's front and the sample backend. Prism reads the bodies it
// passes on as UTF-8 text, which would spoil the bytes of a file; so a binary body crosses Prism as
// latin-1 text (each byte the character of the same code, written as UTF-8), marked
// `x-mock-binary: latin1`, and is restored on the other side:
//
//   upload    front (server.mjs): packUpload      → Prism → backend (backend.ts): unpackUpload
//   download  backend (backend.ts): packAnswer    → Prism → front (server.mjs): unpackAnswer
//
// Both directions' encoding is here and nowhere else.

/** @typedef {import('node:http').IncomingHttpHeaders} Headers */

/** The header that marks a body crossing Prism as latin-1 text, and its value. */
export const BINARY_HEADER = 'x-mock-binary';
const LATIN1 = 'latin1';

/**
 * The bytes as text Prism passes on unchanged: each byte the latin-1 character of its code, as UTF-8.
 * @param {Buffer} bytes
 * @returns {Buffer}
 */
export function toPrismText(bytes) {
  return Buffer.from(bytes.toString('latin1'), 'utf8');
}

/**
 * The bytes of a text made by `toPrismText`.
 * @param {Buffer} text
 * @returns {Buffer}
 */
export function fromPrismText(text) {
  return Buffer.from(text.toString('utf8'), 'latin1');
}

/**
 * Whether a request's body is relayed: a multipart upload (files).
 * @param {Headers} headers
 */
export function isUpload(headers) {
  return /^multipart\//.test(headers['content-type'] ?? '');
}

/**
 * Whether the headers mark a body that crossed Prism as latin-1 text.
 * @param {Headers} headers
 */
export function isPacked(headers) {
  return headers[BINARY_HEADER] === LATIN1;
}

/**
 * The front's side of an upload: its headers and body as they cross Prism.
 * @param {Headers} headers the request's
 * @param {Buffer} bytes the request's body
 * @returns {{ headers: Headers, body: Buffer }}
 */
export function packUpload(headers, bytes) {
  const body = toPrismText(bytes);
  const { 'transfer-encoding': _, ...rest } = headers;
  return { headers: { ...rest, 'content-length': String(body.length), [BINARY_HEADER]: LATIN1 }, body };
}

/**
 * The backend's side of an upload: the bytes sent, from the body Prism passed on (a body that is
 * not marked came as it was sent).
 * @param {Headers} headers
 * @param {Buffer} body
 * @returns {Buffer}
 */
export function unpackUpload(headers, body) {
  return isPacked(headers) ? fromPrismText(body) : body;
}

/**
 * The backend's side of a binary answer (a file): its headers and body as they cross Prism.
 * @param {Record<string, string>} headers
 * @param {Buffer} bytes
 * @returns {{ headers: Record<string, string>, body: Buffer }}
 */
export function packAnswer(headers, bytes) {
  return { headers: { ...headers, [BINARY_HEADER]: LATIN1 }, body: toPrismText(bytes) };
}

/**
 * The front's side of a binary answer: the bytes the backend sent, with its headers (the mark
 * dropped, the length of the bytes).
 * @param {Headers} headers the answer's, as Prism passed them on
 * @param {Buffer} body
 * @returns {{ headers: Headers, body: Buffer }}
 */
export function unpackAnswer(headers, body) {
  const bytes = fromPrismText(body);
  const { [BINARY_HEADER]: _, 'transfer-encoding': __, ...rest } = headers;
  return { headers: { ...rest, 'content-length': String(bytes.length) }, body: bytes };
}
