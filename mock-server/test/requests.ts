// Builds a valid request for any operation of the contract from its schemas alone: required
// fields only, each from its example, default, const, first enum value or minimum
// (src/request-sample.mjs).
import { sample } from '../src/request-sample.mjs';

type Json = Record<string, any>;

const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) => c.charCodeAt(0));

export function validRequest(doc: Json, path: string, method: string, op: Json): { url: string; init: RequestInit } {
  let url = path;
  const query = new URLSearchParams();
  for (const p of op.parameters ?? []) {
    if (!p.required) continue;
    const value = String(sample(doc, p.schema));
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(value));
    if (p.in === 'query') query.set(p.name, value);
  }
  if ([...query].length) url += `?${query}`;
  const init: RequestInit = { method: method.toUpperCase(), headers: { accept: 'application/json' } };
  if (op.security?.length) (init.headers as Json).authorization = 'sc-token-sample';
  const content = op.requestBody?.content;
  if (content?.['application/json']) {
    init.body = JSON.stringify(sample(doc, content['application/json'].schema));
    (init.headers as Json)['content-type'] = 'application/json';
  } else if (content?.['multipart/form-data']) {
    const form = new FormData();
    form.set('image', new Blob([PNG], { type: 'image/png' }), 'pixel.png');
    form.set('uid', '1001');
    init.body = form;
  }
  if (op['x-download']) (init.headers as Json).accept = Object.keys(op.responses['200'].content).join(', ');
  return { url, init };
}
