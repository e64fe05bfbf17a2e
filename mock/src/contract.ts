// The contract as the mock reads it: its operations (method, path, parameters, envelope) and the
// checks that hold a request and an answer to it, as Prism's do (JSON Schema 2020-12, by
// @cfworker/json-schema: no code generation, so it runs where a page's policy forbids eval).
import { dereference, validate, type OutputUnit, type Schema } from '@cfworker/json-schema';
import { createOperationMatcher, listOperations } from '@hangjia/openapi/operations';
import doc from './contract-document.mjs';

type Json = Record<string, any>;

/** Keys that only describe (or exemplify) and that no check reads; dropped from the document. */
const ANNOTATIONS = new Set(['description', 'summary', 'examples', 'example', 'x-decision', 'title', 'externalDocs', 'tags', 'servers', 'info', 'x-examples-origin']);
/** Keys whose value is a map of names the contract chose (a property called `description` stays). */
const MAPS = new Set(['properties', 'patternProperties', 'paths', 'schemas', 'responses', 'content', '$defs', 'dependentSchemas', 'securitySchemes', 'parameters', 'requestBodies', 'headers']);

/**
 * The contract without what only describes it: the parts its checks read (about 80 KB of 2.8 MB),
 * and the examples of its shared responses (the documented 401), which `Prefer: code=…` answers.
 */
export function slimContract(contract: Json): Json {
  const slim = slimValue(contract) as Json;
  for (const [name, response] of Object.entries<Json>(contract.components?.responses ?? {})) {
    for (const [type, media] of Object.entries<Json>(response.content ?? {})) {
      if (media.examples) slim.components.responses[name].content[type].examples = media.examples;
    }
  }
  // The example of each header an answer documents (a file's Content-Disposition): an example answer carries it.
  for (const [path, item] of Object.entries<Json>(contract.paths ?? {})) {
    for (const [method, op] of Object.entries<Json>(item)) {
      for (const [status, response] of Object.entries<Json>(op?.responses ?? {})) {
        for (const [name, header] of Object.entries<Json>(response.headers ?? {})) {
          if ('example' in header) slim.paths[path][method].responses[status].headers[name].example = header.example;
        }
      }
    }
  }
  return slim;
}

function slimValue(value: unknown, inMap = false): unknown {
  if (Array.isArray(value)) return value.map((item) => slimValue(item));
  if (!value || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [key, item] of Object.entries(value)) {
    if (!inMap && ANNOTATIONS.has(key)) continue;
    out[key] = slimValue(item, !inMap && MAPS.has(key) && !Array.isArray(item));
  }
  return out;
}

const BASE = 'https://contract.hangjia.invalid/openapi.json';
/** A JSON pointer of `parts`, written as the checker keys its schemas (a URI fragment: `{id}` is `%7Bid%7D`). */
const pointer = (...parts: string[]) => parts.map((p) => encodeURIComponent(p.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

/** One entry of a violation list, as Prism writes it. */
export interface Violation {
  location: string[];
  severity: 'Error';
  code: string;
  message: string;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  /** The JSON pointer of its schema in the document. */
  schema: string;
  /** The type its schema names (numbers and arrays are read from the text of a URL). */
  type: string | undefined;
}

export interface Operation {
  id: string;
  method: string;
  path: string;
  parameters: Parameter[];
  /** Media type → the pointer of its schema; `required` whether a body must come. */
  body: { required: boolean; media: Record<string, string> } | null;
  /** Status → media type → the pointer of its schema. */
  answers: Record<string, Record<string, string>>;
  /** Status → the example of each header the answer documents (a file's Content-Disposition). */
  headers: Record<string, Record<string, string>>;
  /** Status → the examples of that answer (the shared responses', for `Prefer: code=…`). */
  examples: Record<string, Json>;
  /** Where the payload sits in the envelope (`json`, `data`, `msg`). */
  envelope: string;
  /** The operation answers a file. */
  download: boolean;
}

export interface Contract {
  operations: Operation[];
  byId: Map<string, Operation>;
  match(method: string, pathname: string): { operation: Operation; params: Record<string, string> } | null;
  /** The violations of `value` against the schema at `schemaPointer`, located under `location`. */
  check(value: unknown, schemaPointer: string, location: string[]): Violation[];
}

/** The leaf failures of a validation (not the "a subschema had errors" that wrap them), deepest first. */
function leaves(errors: OutputUnit[]): OutputUnit[] {
  const wrappers = new Set(['$ref', 'anyOf', 'oneOf', 'allOf', 'properties', 'items', 'prefixItems', 'additionalProperties', 'unevaluatedProperties', 'if', 'then', 'else', 'not', 'contains', 'dependentSchemas']);
  const depth = (e: OutputUnit) => e.instanceLocation.split('/').length;
  return errors.filter((e) => !wrappers.has(e.keyword)).sort((a, b) => depth(b) - depth(a));
}

let contract: Contract | undefined;

/** The contract of this package (built once). */
export function getContract(): Contract {
  contract ??= readContract(slimContract(doc));
  return contract;
}

function readContract(slim: Json): Contract {
  const resolve = (node: Json): Json => (node?.$ref ? resolve(String(node.$ref).slice(2).split('/').reduce((n: Json, k: string) => n[k.replace(/~1/g, '/').replace(/~0/g, '~')], slim)) : node);
  // The checker finds schemas by pointer in objects, not in lists: the parameters' schemas are
  // given a map of their own (`x-parameter-schemas`, by operation and name).
  const parameterSchemas: Json = {};
  const operations = listOperations(slim).map(({ path, method, op }): Operation => {
    const at = (...parts: string[]) => `/${pointer('paths', path, method, ...parts)}`;
    const parameters = [...((slim.paths[path].parameters ?? []) as Json[]), ...((op.parameters ?? []) as Json[])].map((p): Parameter => {
      const param = resolve(p);
      const key = `${op.operationId}/${param.in}/${param.name}`;
      parameterSchemas[key] = param.schema ?? {};
      return { name: param.name, in: param.in, required: !!param.required || param.in === 'path', schema: `/${pointer('x-parameter-schemas', key)}`, type: resolve(param.schema)?.type as string | undefined };
    });    const requestBody = op.requestBody ? resolve(op.requestBody) : null;
    const body = requestBody
      ? { required: !!requestBody.required, media: Object.fromEntries(Object.keys(requestBody.content ?? {}).map((type) => [type, `${at('requestBody', 'content', type)}/schema`])) }
      : null;
    const answers = Object.fromEntries(
      Object.entries<Json>(op.responses ?? {}).map(([status, response]) => {
        const base = response.$ref ? String(response.$ref).slice(1) : at('responses', status);
        return [status, Object.fromEntries(Object.keys(resolve(response).content ?? {}).map((type) => [type, `${base}/content/${pointer(type)}/schema`]))];
      }),
    );
    const examples = Object.fromEntries(
      Object.entries<Json>(op.responses ?? {}).map(([status, response]) => [status, Object.assign({}, ...Object.values<Json>(resolve(response).content ?? {}).map((m) => m.examples ?? {})) as Json]),
    );
    const headers = Object.fromEntries(
      Object.entries<Json>(op.responses ?? {}).map(([status, response]) => [
        status,
        Object.fromEntries(Object.entries<Json>(resolve(response).headers ?? {}).filter(([, h]) => typeof h.example === 'string').map(([name, h]) => [name.toLowerCase(), h.example as string])),
      ]),
    );
    return { id: op.operationId, method, path, parameters, body, answers, headers, examples, envelope: op['x-envelope'] ?? 'json', download: op['x-download'] === true };
  });
  const lookup = dereference({ ...slim, 'x-parameter-schemas': parameterSchemas } as Schema, Object.create(null), new URL(BASE));
  const matcher = createOperationMatcher(operations.map((o) => ({ ...o, row: o })));
  return {
    operations,
    byId: new Map(operations.map((o) => [o.id, o])),
    match(method, pathname) {
      const found = matcher(method, pathname);
      return found ? { operation: found.row.row, params: found.params } : null;
    },
    check(value, schemaPointer, location) {
      const ref = `${BASE}#${schemaPointer}`;
      if (!(ref in lookup)) throw new Error(`@hangjia/mock: no schema at ${schemaPointer} of the contract`);
      const result = validate(value, { $ref: ref } as Schema, '2020-12', lookup, false);
      if (result.valid) return [];
      return leaves(result.errors).map((e) => ({
        location: [...location, ...e.instanceLocation.slice(2).split('/').filter(Boolean).map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'))],
        severity: 'Error' as const,
        code: e.keyword,
        message: e.error,
      }));
    },
  };
}
