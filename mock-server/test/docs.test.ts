// The API reference at /__mock/docs: the contract as it shows it (every operation with the mock's
// scenario and fault headers, every x-decision in a description, a valid body to send) and what
// the mock's front serves for it.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceDocument } from '../src/docs/document.mjs';
import { FAULT_SETTINGS } from '../src/faults.mjs';
import { contractFile, createFront, scenarios } from '../src/server.mjs';

type Json = Record<string, any>;
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const contractText = readFileSync(contractFile.replace(/\.yaml$/, '.json'), 'utf8');
const contract = JSON.parse(contractText) as Json;
const doc = referenceDocument(contract) as Json;

const operationsOf = (d: Json) =>
  Object.entries<Json>(d.paths).flatMap(([path, item]) =>
    Object.entries<Json>(item)
      .filter(([, op]) => op?.operationId)
      .map(([method, op]) => ({ path, method, op })),
  );

/** Every `x-decision` under `node`, with the path of keys to the node that carries it. */
function decisions(node: unknown, at: string[] = []): Array<{ at: string[]; text: string }> {
  if (!node || typeof node !== 'object') return [];
  const own = typeof (node as Json)['x-decision'] === 'string' ? [{ at, text: (node as Json)['x-decision'] as string }] : [];
  return [
    ...own,
    ...Object.entries(node as Json)
      .filter(([key]) => key !== 'examples' && key !== 'example')
      .flatMap(([key, value]) => decisions(value, [...at, key])),
  ];
}

describe('the contract as the reference shows it', () => {
  it('keeps every operation, each with the mock headers offering its named examples, documented statuses and the faults (said once, in the introduction)', () => {
    const named = scenarios();
    const operations = operationsOf(doc);
    expect(operations).toHaveLength(operationsOf(contract).length);
    expect(operations).toHaveLength(82);
    for (const { op } of operations) {
      const prefer = op.parameters.find((p: Json) => p.name === 'Prefer');
      const fault = op.parameters.find((p: Json) => p.name === 'x-mock-fault');
      const { examples, codes } = named[op.operationId]!;
      expect(prefer).toMatchObject({ in: 'header', required: false });
      expect(prefer.schema.enum).toEqual([...Object.keys(examples).map((n) => `example=${n}`), ...codes.map((c) => `code=${c}`)]);
      expect(Object.keys(prefer.schema['x-enumDescriptions'])).toEqual(prefer.schema.enum);
      expect(fault).toMatchObject({ in: 'header', required: false });
      expect(fault.schema.enum).toEqual(Object.keys(FAULT_SETTINGS));
    }
    for (const setting of Object.keys(FAULT_SETTINGS)) expect(doc.info.description).toContain(`| \`${setting}\` |`);
    const getEventFile = operations.find((o) => o.op.operationId === 'getEventFile')!.op;
    expect(getEventFile.parameters.find((p: Json) => p.name === 'Prefer').schema.enum).toContain('example=tokenRejected');
  });

  it('folds every x-decision into the description of the node it sits on', () => {
    const found = decisions(contract);
    expect(found.length).toBeGreaterThan(60);
    expect(decisions(doc)).toEqual([]);
    for (const { at, text } of found) {
      const node = at.reduce((n: Json, key) => n[key], doc);
      expect(node.description, at.join('/')).toContain(`**Decision** (\`x-decision\`): ${text.trim()}`);
    }
  });

  it('sends try-it requests to the mock itself, and gives every JSON request body an example', () => {
    expect(doc.servers).toEqual([{ url: '/', description: 'this mock' }]);
    for (const { op } of operationsOf(doc)) {
      const json = op.requestBody?.content?.['application/json'];
      if (json) expect(json.example ?? json.examples, op.operationId).toBeDefined();
    }
    expect(operationsOf(doc).find((o) => o.op.operationId === 'getEventFile')!.op.requestBody.content['application/json'].example).toEqual({ token: 'L', fileId: 1 });
  });

  it('leaves the contract it was made from unchanged', () => {
    expect(JSON.stringify(contract)).toBe(JSON.stringify(JSON.parse(contractText)));
  });
});

describe("the mock's front serves the reference", () => {
  let base = '';
  const front = createFront({ mode: 'sample', prismUrl: 'http://127.0.0.1:9', backendUrl: 'http://127.0.0.1:9' });
  beforeAll(async () => {
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => front.close(() => resolve())));

  it('the page, which may reach its own origin only, with its script, style and the renderer', async () => {
    const page = await fetch(`${base}/__mock/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const policy = page.headers.get('content-security-policy')!;
    for (const directive of ["default-src 'none'", "connect-src 'self'", "font-src 'self' data:", "img-src 'self' data: blob:", "frame-ancestors 'none'"]) expect(policy).toContain(directive);
    const html = await page.text();
    for (const src of ['/__mock/docs/scalar.js', '/__mock/docs/page.js', '/__mock/docs/page.css']) {
      expect(html).toContain(src);
      expect((await fetch(base + src)).status, src).toBe(200);
    }
    const renderer = await fetch(`${base}/__mock/docs/scalar.js`);
    expect(renderer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const { version } = JSON.parse(readFileSync(join(root, 'node_modules', '@scalar', 'api-reference', 'package.json'), 'utf8'));
    expect((await renderer.text()).slice(0, 400)).toContain(`@scalar/api-reference ${version}`);
  });

  it('the contract as the reference shows it, its examples addressed at this mock, revalidated by its ETag', async () => {
    const first = await fetch(`${base}/__mock/docs/openapi.json`);
    expect(first.status).toBe(200);
    const placeholder = String(doc['x-examples-origin']);
    expect(placeholder).toMatch(/^http:\/\/[\w.-]+\.invalid$/);
    expect(await first.json()).toEqual(JSON.parse(JSON.stringify(doc).replaceAll(placeholder, base)));
    const again = await fetch(`${base}/__mock/docs/openapi.json`, { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('nothing else: other paths under it are 404 and other methods 405', async () => {
    for (const path of ['/__mock/docs/missing.js', '/__mock/docs/page.js/x', '/__mock/docs/index.html']) expect((await fetch(base + path)).status, path).toBe(404);
    expect((await fetch(`${base}/__mock/docs`, { method: 'POST', body: '{}' })).status).toBe(405);
  });
});

describe('what the reference costs', () => {
  it('is a devDependency of the mock only: no other package, and no runtime dependency, brings the renderer', () => {
    for (const dir of ['.', 'openapi', 'mock-server', 'sdk', 'ui', 'app']) {
      const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
      const declared = ['dependencies', 'peerDependencies', 'optionalDependencies', 'devDependencies'].flatMap((field) =>
        Object.keys(manifest[field] ?? {})
          .filter((name) => name.startsWith('@scalar/'))
          .map((name) => `${field} ${name}`),
      );
      expect(declared, dir).toEqual(dir === 'mock-server' ? ['devDependencies @scalar/api-reference'] : []);
    }
  });
});
