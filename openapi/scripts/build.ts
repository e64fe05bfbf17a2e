// Bundles the contract: merges root, paths and schemas, wraps every payload in the envelope,
// attaches the generated examples and writes dist/openapi.{yaml,json} and dist/assets/ (the files
// as they are, and pictures.json: what each picture is, for a server to draw it at the size asked).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';
import { buildSamples } from '../samples/index.ts';
import { EXAMPLES_ORIGIN, type AssetRegistry } from '../samples/kit.ts';
import { listOperations } from '../src/operations.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
/** What each picture of dist/assets/ is (`Picture`, src/picture.mjs), by its path under assets/. */
const PICTURES_FILE = 'pictures.json';

type Json = Record<string, any>;
const AUTH_TAGS = new Set(['sc', 'crm']);

function readYaml(file: string): Json {
  return parse(readFileSync(file, 'utf8')) as Json;
}

function mergeFolder(folder: string, key: 'paths' | 'schemas'): Json {
  const merged: Json = {};
  for (const name of readdirSync(join(root, 'src', folder)).sort()) {
    const part = readYaml(join(root, 'src', folder, name))[key] as Json;
    for (const [k, v] of Object.entries(part)) {
      if (k in merged) throw new Error(`${folder}/${name}: ${key} "${k}" is defined twice`);
      merged[k] = v;
    }
  }
  return merged;
}

export function bundle(): { doc: Json; assets: AssetRegistry } {
  const doc = readYaml(join(root, 'src', 'root.yaml'));
  doc.paths = mergeFolder('paths', 'paths');
  const schemas = mergeFolder('schemas', 'schemas');
  for (const k of Object.keys(schemas)) {
    if (k in doc.components.schemas) throw new Error(`schema "${k}" is defined twice`);
  }
  doc.components.schemas = { ...doc.components.schemas, ...schemas };

  const { examples, assets } = buildSamples();
  // The examples' addresses are written under this placeholder origin: a server of the examples
  // (the mock's front) puts its own public origin in its place.
  doc['x-examples-origin'] = EXAMPLES_ORIGIN;
  const used = new Set<string>();
  for (const { path, method, op } of listOperations(doc)) {
    const id = op.operationId as string;
    const ok = op.responses?.['200'];
    if (!ok) throw new Error(`${method.toUpperCase()} ${path}: no 200 response`);
    const named = examples[id];
    if (!named?.default) throw new Error(`${id}: no default example`);
    used.add(id);
    // Supply-chain calls need its token, except those that obtain it (`security: []`).
    if (op.tags?.some((t: string) => AUTH_TAGS.has(t)) && !(Array.isArray(op.security) && op.security.length === 0)) {
      op.security = [{ token: [] }];
      op.responses['401'] = { $ref: '#/components/responses/Unauthorized' };
    }
    if (!('x-payload' in ok)) {
      // A file download: the content is written out in full; the examples are attached to it.
      if (!ok.content) throw new Error(`${method.toUpperCase()} ${path}: 200 needs x-payload or content`);
      // Object examples (envelope failures) go to the JSON media type, string examples to the file's.
      for (const [type, media] of Object.entries<Json>(ok.content)) {
        const json = type.includes('json');
        media.examples = Object.fromEntries(Object.entries(named).filter(([, e]) => (typeof e.value === 'object') === json));
      }
      continue;
    }
    const key = (op['x-envelope'] as string | undefined) ?? 'json';
    op.responses['200'] = {
      description: ok.description ?? 'The envelope; `json` holds the payload on success.',
      content: {
        'application/json': {
          schema: {
            anyOf: [
              {
                type: 'object',
                title: `${id[0]!.toUpperCase()}${id.slice(1)}Success`,
                // `x-envelope: msg` is the legacy answer whose payload is the message itself.
                required: [...new Set(['code', 'msg', key])],
                properties: {
                  code: { $ref: '#/components/schemas/SuccessCode' },
                  msg: { type: 'string' },
                  [key]: ok['x-payload'],
                },
              },
              { $ref: '#/components/schemas/Failure' },
            ],
          },
          examples: named,
        },
      },
    };
  }
  const unused = Object.keys(examples).filter((id) => !used.has(id));
  if (unused.length) throw new Error(`examples for unknown operations: ${unused.join(', ')}`);
  return { doc, assets };
}

export function writeBundle(): Json {
  const { doc, assets } = bundle();
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'openapi.yaml'), stringify(doc, { aliasDuplicateObjects: false, lineWidth: 0 }));
  writeFileSync(join(dist, 'openapi.json'), JSON.stringify(doc, null, 2));
  for (const [file, body] of assets.files) {
    const target = join(dist, 'assets', file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, body);
  }
  writeFileSync(join(dist, 'assets', PICTURES_FILE), JSON.stringify(Object.fromEntries(assets.pictures)));
  return doc;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const doc = writeBundle();
  console.log(`openapi: ${listOperations(doc).length} operations written to dist/openapi.yaml`);
}
