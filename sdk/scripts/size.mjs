// `npm run size -w @hangjia/sdk`: the SDK core calling one operation (`createCaller` with the one
// operation's constant), against openapi-fetch with a hand-written equivalent (the same envelope
// unwrapping and error classes), in minified + gzip bytes (esbuild, production, from the built
// `dist/`, split as an app's bundler splits it: what loads at first, not the chunks loaded on use).
// Target: the SDK ≤ 1.3 × the hand-written one. The whole client (`createPortalClient`,
// every operation by area) is printed beside it.
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const sdk = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// From the built dist/ when there is one, else from the sources (`--source` forces it).
const fromSource = process.argv.includes('--source') || !existsSync(resolve(sdk, 'dist/index.js'));

/**
 * The gzip bytes a page loads at first: the bundle of `contents` split as an app's bundler splits
 * it, without the chunks it imports only when needed (the SDK loads its multipart encoding and its
 * `Content-Disposition` reader with the first upload and the first download).
 */
async function gzipBytes(contents) {
  const result = await build({
    stdin: { contents, resolveDir: sdk, loader: 'ts' },
    bundle: true,
    minify: true,
    write: false,
    splitting: true,
    outdir: resolve(sdk, 'size-out'),
    metafile: true,
    format: 'esm',
    platform: 'browser',
    ...(fromSource ? { conditions: ['source'] } : {}),
    logLevel: 'silent',
  });
  const outputs = result.metafile.outputs;
  const initial = new Set();
  const visit = (file) => {
    if (initial.has(file)) return;
    initial.add(file);
    for (const i of outputs[file].imports) if (i.kind === 'import-statement') visit(i.path);
  };
  visit(Object.keys(outputs).find((file) => outputs[file].entryPoint === '<stdin>'));
  const files = result.outputFiles.filter((file) => initial.has(relative(process.cwd(), file.path)));
  return files.reduce((sum, file) => sum + gzipSync(file.contents, { level: 9 }).length, 0);
}

const withSdk = `
import { createCaller } from '@hangjia/sdk';
import { getDiscern } from '@hangjia/sdk/operations';
const call = createCaller({ baseUrl: '' });
call(getDiscern, { id: 1 }).then(console.log, console.error);
`;

const wholeClient = `
import { createPortalClient } from '@hangjia/sdk';
const client = createPortalClient({ baseUrl: '' });
client.portal.getDiscern({ id: 1 }).then(console.log, console.error);
`;

const handWritten = `
import createClient from 'openapi-fetch';
class ApiError extends Error {
  constructor(kind, operationId, status, code, msg) {
    super(operationId + ': ' + (msg || '请求失败'));
    Object.assign(this, { kind, operationId, status, code, msg });
  }
}
const client = createClient({ baseUrl: '' });
async function getDiscern(id, token) {
  let result;
  try {
    result = await client.GET('/openapi/v1/vue/discern/{id}', {
      params: { path: { id } },
      headers: token ? { Authorization: token } : {},
      signal: AbortSignal.timeout(60000),
    });
  } catch (cause) {
    throw new ApiError(cause?.name === 'TimeoutError' ? 'timeout' : 'network', 'getDiscern');
  }
  const { data, error, response } = result;
  const body = data ?? error;
  if (response.status === 401 || body?.code === 401) throw new ApiError('unauthorized', 'getDiscern', response.status, 401, body?.msg);
  if (!response.ok) throw new ApiError('http', 'getDiscern', response.status, body?.code, body?.msg);
  if (typeof body?.code !== 'number' && typeof body?.code !== 'string') throw new ApiError('contract', 'getDiscern', response.status);
  if (body.code !== 0 && body.code !== 200 && body.code !== '0') throw new ApiError('envelope', 'getDiscern', response.status, body.code, body.msg);
  return body.json;
}
getDiscern(1).then(console.log, console.error);
`;

const ours = await gzipBytes(withSdk);
const whole = await gzipBytes(wholeClient);
const theirs = await gzipBytes(handWritten);
const fmt = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const ratio = ours / theirs;
console.log(`(bundled from ${fromSource ? 'the sources' : 'dist/'})`);
console.log(`SDK core, one operation:             ${fmt(ours)} gzip`);
console.log(`openapi-fetch + hand-written call:   ${fmt(theirs)} gzip`);
console.log(`ratio: ${ratio.toFixed(2)} (target ≤ 1.30)`);
console.log(`the whole client, every operation:  ${fmt(whole)} gzip`);
