// Turns the bundled contract into the SDK's generated sources: the openapi-typescript types, the
// operation table and the React factories. Pure: returns file contents; generate.ts writes them.
import openapiTS, { astToString, type OpenAPI3, type SchemaObject } from 'openapi-typescript';
import ts from 'typescript';
import type { FileRule, OperationMeta, Pagination } from '../src/operation-meta';

type Json = Record<string, any>;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const BANNER = '// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.\n';

/** File name (under src/generated/) → contents: the schema, one module per operation, the table, the React layer. */
export type GeneratedFiles = Record<string, string> & { 'schema.ts': string; 'operations.ts': string; 'react.ts': string };

/** The folder of the one-operation modules, under src/generated/. */
export const OPERATION_DIR = 'operations';

export async function generateFiles(doc: Json): Promise<GeneratedFiles> {
  const table = operationTable(doc);
  const files: Record<string, string> = {
    'schema.ts': await schemaSource(doc),
    'operations.ts': operationsSource(table, tagOrder(doc, table)),
    'react.ts': reactSource(table, tagOrder(doc, table)),
  };
  for (const [id, meta] of Object.entries(table)) files[`${OPERATION_DIR}/${id}.ts`] = operationSource(id, meta);
  return files as GeneratedFiles;
}

const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
const NULL = ts.factory.createLiteralTypeNode(ts.factory.createNull());

async function schemaSource(doc: Json): Promise<string> {
  const ast = await openapiTS(structuredClone(doc) as OpenAPI3, {
    silent: true,
    // Defaults describe what the server assumes; callers may still leave such fields out.
    defaultNonNullable: false,
    transform(schema: SchemaObject) {
      if (isBinary(schema)) {
        const nullable = 'nullable' in schema && schema.nullable;
        return nullable ? ts.factory.createUnionTypeNode([BLOB, NULL]) : BLOB;
      }
      return undefined;
    },
  });
  return BANNER + astToString(ast);
}

function isBinary(schema: Json | undefined): boolean {
  return !!schema && (schema.format === 'binary' || typeof schema.contentMediaType === 'string');
}

/** Follows `$ref`s inside the document. */
function resolve(doc: Json, node: Json | undefined, depth = 0): Json | undefined {
  if (!node || depth > 20) return node;
  if (typeof node.$ref === 'string' && node.$ref.startsWith('#/')) {
    const target = node.$ref
      .slice(2)
      .split('/')
      .reduce<any>((at, key) => at?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
    return resolve(doc, target, depth + 1);
  }
  return node;
}

/** The properties of an object schema, looking through `allOf`. */
function propertiesOf(doc: Json, node: Json | undefined): Json {
  const schema = resolve(doc, node);
  if (!schema) return {};
  const own: Json = { ...(schema.properties ?? {}) };
  for (const part of schema.allOf ?? []) Object.assign(own, propertiesOf(doc, part));
  return own;
}

export function operationTable(doc: Json): Record<string, OperationMeta> {
  const table: Record<string, OperationMeta> = {};
  for (const [path, item] of Object.entries<Json>(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const id = op.operationId as string;
      if (!id) throw new Error(`${method.toUpperCase()} ${path}: no operationId`);
      if (id in table) throw new Error(`operationId ${id} is used twice`);
      table[id] = operationMeta(doc, path, method, item, op);
    }
  }
  return Object.fromEntries(Object.entries(table).sort(([a], [b]) => a.localeCompare(b)));
}

function operationMeta(doc: Json, path: string, method: OperationMeta['method'], item: Json, op: Json): OperationMeta {
  const id = op.operationId as string;
  const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p: Json) => resolve(doc, p)!);
  const names = (where: string) => params.filter((p) => p.in === where).map((p) => p.name as string);
  const content: Json = resolve(doc, op.requestBody)?.content ?? {};
  const media = Object.keys(content);
  const body: OperationMeta['body'] = media.some((m) => m.startsWith('multipart/'))
    ? 'multipart'
    : media.length
      ? 'json'
      : null;
  const bodyMedia = body === 'multipart' ? content[media.find((m) => m.startsWith('multipart/'))!] : content[media[0]!];
  const bodyProps = propertiesOf(doc, bodyMedia?.schema);

  const pathParams = names('path');
  const queryParams = names('query');
  for (const name of Object.keys(bodyProps)) {
    if (pathParams.includes(name) || queryParams.includes(name)) {
      throw new Error(`${id}: "${name}" is both a parameter and a body field; the SDK takes one flat input`);
    }
  }

  const ok = resolve(doc, op.responses?.['200'] ?? op.responses?.['201']);
  const okMedia = Object.keys(ok?.content ?? {});
  const response: OperationMeta['response'] =
    op['x-response'] === 'blob' || okMedia.some((m) => !/json/.test(m)) ? 'blob' : 'json';

  const files: Record<string, FileRule> = {};
  if (body === 'multipart') {
    for (const [name, prop] of Object.entries<Json>(bodyProps)) {
      const schema = resolve(doc, prop)!;
      const binary = isBinary(schema) || (schema.type === 'array' && isBinary(resolve(doc, schema.items)));
      if (!binary) continue;
      const single = schema.type === 'array' ? resolve(doc, schema.items)! : schema;
      const declared: string | undefined = bodyMedia?.encoding?.[name]?.contentType ?? single.contentMediaType;
      const types = (declared ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter((t) => t && !t.endsWith('/*'));
      const max = single['x-max-bytes'] ?? single.maxLength ?? schema['x-max-bytes'];
      files[name] = { types, maxBytes: typeof max === 'number' ? max : null };
    }
  }

  return {
    id,
    method,
    path,
    tag: (op.tags?.[0] as string | undefined) ?? 'default',
    kind: op['x-query'] === true ? 'query' : op['x-query'] === false ? 'mutation' : method === 'get' ? 'query' : 'mutation',
    envelope: (op['x-envelope'] as string | undefined) ?? 'json',
    auth: authOf(op.security ?? doc.security),
    pathParams,
    queryParams,
    body,
    response,
    pagination: paginationOf(doc, op, params, bodyProps, ok),
    payload: response === 'json' ? payloadOf(doc, op, ok) : null,
    invalidates: (op['x-invalidates'] as string[] | undefined) ?? [],
    files,
  };
}

/**
 * A security requirement means the supply-chain token; an explicit empty one (`security: []`)
 * means no token; no requirement at all means the session token when there is one.
 */
function authOf(security: unknown): OperationMeta['auth'] {
  if (!Array.isArray(security)) return 'session';
  return security.length > 0 ? 'sc' : 'none';
}

function paginationOf(doc: Json, op: Json, params: Json[], bodyProps: Json, ok: Json | undefined): Pagination | null {
  const p = op['x-pagination'] as Json | undefined;
  if (!p) return null;
  const inputSchema = (name: string) =>
    resolve(doc, bodyProps[name] ?? params.find((x) => x.name === name)?.schema) as Json | undefined;
  const itemId = itemIdOf(doc, op, ok, p.items as string);
  if (p.style === 'cursor') {
    const cursor = inputSchema(p.cursor) ?? {};
    const pattern = String(cursor.pattern ?? '');
    const cursorFormat =
      cursor.type === 'integer' || cursor.type === 'number'
        ? 'timestamp'
        : pattern.includes(':') || cursor.format === 'date-time'
          ? 'datetime'
          : pattern || cursor.format === 'date'
            ? 'date'
            : 'datetime';
    return {
      style: 'cursor',
      cursor: p.cursor,
      limit: p.limit,
      items: p.items,
      itemCursor: p.itemCursor ?? p.cursor,
      cursorFormat,
      defaultLimit: numberOrNull(inputSchema(p.limit)?.default),
      itemId,
    };
  }
  if (p.style === 'page') {
    return {
      style: 'page',
      page: p.page,
      size: p.size,
      items: p.items,
      ...(p.totalPages ? { totalPages: p.totalPages } : {}),
      ...(p.total ? { total: p.total } : {}),
      defaultSize: numberOrNull(inputSchema(p.size)?.default),
      itemId,
    };
  }
  throw new Error(`${op.operationId}: unknown x-pagination style ${p.style}`);
}

/**
 * The JSON type of the envelope's payload in the success answer: 'object' or 'array' when the
 * contract says so (an error variant's `null` aside), else null (anything goes).
 */
function payloadOf(doc: Json, op: Json, ok: Json | undefined): OperationMeta['payload'] {
  const envelopeKey = (op['x-envelope'] as string | undefined) ?? 'json';
  const schema = resolve(doc, ok?.content?.['application/json']?.schema);
  const variants: Json[] = schema?.anyOf ?? schema?.oneOf ?? (schema ? [schema] : []);
  const kinds = new Set<string>();
  for (const variant of variants) {
    const payload = resolve(doc, propertiesOf(doc, variant)[envelopeKey]);
    if (!payload) continue;
    const types: unknown[] = Array.isArray(payload.type) ? payload.type : [payload.type ?? (payload.properties || payload.allOf ? 'object' : 'any')];
    for (const type of types) if (type !== 'null') kinds.add(String(type));
  }
  const [only] = kinds;
  return kinds.size === 1 && (only === 'object' || only === 'array') ? only : null;
}

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}

/** `id` when the list items have an `id` property (used to drop repeats at page boundaries). */
function itemIdOf(doc: Json, op: Json, ok: Json | undefined, items: string): string | null {
  const envelopeKey = (op['x-envelope'] as string | undefined) ?? 'json';
  const schema = resolve(doc, ok?.content?.['application/json']?.schema);
  const variants: Json[] = schema?.anyOf ?? schema?.oneOf ?? (schema ? [schema] : []);
  for (const variant of variants) {
    const payload = propertiesOf(doc, variant)[envelopeKey];
    if (!payload) continue;
    const list = items === '.' ? resolve(doc, payload) : resolve(doc, propertiesOf(doc, payload)[items]);
    const item = resolve(doc, list?.items);
    if (item && 'id' in propertiesOf(doc, item)) return 'id';
  }
  return null;
}

// One module per operation: a bundler places modules whole, so a page's scripts hold only the
// operations its code imports (the table, which imports them all, goes with what uses it).
function operationSource(id: string, meta: OperationMeta): string {
  return `${BANNER}import type { OperationMeta } from '../../operation-meta';

export const ${id} = ${JSON.stringify(meta)} as const satisfies OperationMeta;
`;
}

function operationsSource(table: Record<string, OperationMeta>, tags: string[]): string {
  const ids = Object.keys(table);
  return `${BANNER}${ids.map((id) => `import { ${id} } from './${OPERATION_DIR}/${id}';`).join('\n')}

// One constant per operation, each in a module of its own: a bundle keeps only the operations it imports.
export { ${ids.join(', ')} };

/** Every operation of the contract: operationId → method, path, area, read or write, paging, envelope, invalidations. */
export const operationTable = {
${ids.map((id) => `  ${id},`).join('\n')}
} as const;

/** The areas (tags) of the contract, in its order. */
export const areas = ${JSON.stringify(tags)} as const;
`;
}

/** The tags that have operations, in the order the contract lists them. */
function tagOrder(doc: Json, table: Record<string, OperationMeta>): string[] {
  const order = (doc.tags as Json[] | undefined)?.map((t) => t.name as string) ?? [];
  const rank = (tag: string) => (order.includes(tag) ? order.indexOf(tag) : order.length);
  return [...new Set(Object.values(table).map((m) => m.tag))].sort((a, b) => rank(a) - rank(b));
}

const pascal = (id: string) => id[0]!.toUpperCase() + id.slice(1);

function reactSource(table: Record<string, OperationMeta>, tags: string[]): string {
  const ids = Object.keys(table);
  const lines: string[] = [];
  for (const tag of tags) {
    lines.push(`\n// ${tag}`);
    lines.push(`export const ${tag}Queries = /* @__PURE__ */ createAreaQueries('${tag}');`);
    lines.push(`export const ${tag}Mutations = /* @__PURE__ */ createAreaMutations('${tag}');`);
    for (const [id, meta] of Object.entries(table)) {
      if (meta.tag !== tag) continue;
      if (meta.kind === 'mutation') {
        lines.push(`export const use${pascal(id)} = /* @__PURE__ */ createMutationHook(${id});`);
      } else if (meta.pagination?.style === 'cursor') {
        lines.push(`export const use${pascal(id)} = /* @__PURE__ */ createCursorQueryHook(${id});`);
      } else {
        lines.push(`export const use${pascal(id)} = /* @__PURE__ */ createQueryHook(${id});`);
        if (meta.pagination?.style === 'page') {
          lines.push(`export const useInfinite${pascal(id)} = /* @__PURE__ */ createPageQueryHook(${id});`);
        }
      }
    }
  }
  return `${BANNER}// Calls are marked pure so that bundlers drop the hooks an application does not use; each hook is
// handed its operation, so a bundle keeps only the operations of the hooks it uses. The hooks are
// made with the hand-written layer (react/adapter.ts), which imports nothing of this module.
import { createCursorQueryHook, createMutationHook, createPageQueryHook, createQueryHook } from '../react/adapter';
import { createAreaMutations, createAreaQueries } from '../react/areas';
import { ${ids.join(', ')} } from './operations';
${lines.join('\n')}
`;
}
