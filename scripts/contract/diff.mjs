// The changes between two bundles of the contract, by operation, each breaking for a consumer of
// `@hangjia/sdk` or not.
//
// api-smart-diff walks both documents ($refs resolved, so a change to a shared schema shows under
// every operation that uses it) and gives each change a path, the values before and after and its
// own classification. Its classification is that of a server's compatibility; a consumer of a
// typed SDK is broken by more, so the rules below decide first and the tool's word is kept only
// where they say nothing:
//   answer   a field removed, a field made optional, any type change, any enum or const change,
//            a variant added to or removed from anyOf/oneOf
//   request  a field removed, a field or parameter made required (or added as required), a type
//            changed other than widened, any enum or const change, a variant removed
//   call     removed, moved (same operationId, another path or method), renamed (operationId),
//            x-query, x-pagination, x-envelope or x-download changed (the SDK's function or hook
//            changes kind), its tag changed (the SDK's area), a security requirement added
// Enum values count both ways: the SDK's types are literal unions, so a value added to a request's
// set breaks a consumer's `Record<Union, …>` and exhaustive switches, one removed from an answer's
// set breaks their comparisons, and the other two break at run time.
// The envelope (`code`, `msg`, `json`) is part of each answer's schema, so it is covered as well.
import { apiCompare } from 'api-smart-diff';

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const DOCS = new Set(['description', 'summary', 'title', 'externalDocs', '$comment', 'deprecated']);
/** Not part of what a consumer gets: design notes, and examples (dropped from the snapshot too). */
const IGNORED = new Set(['x-decision', 'examples', 'example']);
/** What JSON Schema and OpenAPI give a meaning to in a schema; any other key means nothing to a consumer. */
const SCHEMA_KEYWORDS = new Set([
  'type', 'enum', 'const', 'format', 'pattern', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum',
  'multipleOf', 'minLength', 'maxLength', 'minItems', 'maxItems', 'uniqueItems', 'minProperties', 'maxProperties',
  'required', 'additionalProperties', 'patternProperties', 'propertyNames', 'unevaluatedProperties', 'items',
  'prefixItems', 'contains', 'minContains', 'maxContains', 'unevaluatedItems', 'allOf', 'anyOf', 'oneOf', 'not',
  'if', 'then', 'else', 'dependentRequired', 'dependentSchemas', 'default', 'nullable', 'readOnly', 'writeOnly',
  'discriminator', 'contentMediaType', 'contentEncoding', 'contentSchema', '$ref', 'schema',
]);
const KIND_CHANGING = new Set(['x-query', 'x-pagination', 'x-envelope', 'x-download']);
/** Component definitions reach the operations through $refs; the changes are read there. */
const RESOLVED_COMPONENTS = new Set(['schemas', 'responses', 'parameters', 'requestBodies', 'headers']);

/**
 * The contract as it is kept and compared: the bundle without its examples (generated sample
 * data, no part of what a consumer's types or calls see).
 * @param {unknown} node
 * @param {string} [parentKey]
 * @returns {any}
 */
export function contractOf(node, parentKey) {
  if (Array.isArray(node)) return node.map((item) => contractOf(item));
  if (node === null || typeof node !== 'object') return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    // `examples` is a keyword everywhere but in a `properties` map, where it names a field.
    if ((key === 'examples' || key === 'example') && parentKey !== 'properties') continue;
    out[key] = contractOf(value, key);
  }
  return out;
}

/**
 * @typedef {'breaking' | 'non-breaking' | 'docs'} Level
 * @typedef {{ operationId: string, method: string, path: string, level: Level, text: string }} Change
 */

const isIndex = (segment) => typeof segment === 'number' || /^\d+$/.test(String(segment));
const quote = (field) => `\`${field}\``;

/** A field's name as a reader writes it: `json.topics[].readNum`. */
function fieldName(parts) {
  return parts.reduce((name, part) => (part === '[]' || part === '{}' ? name + part : name ? `${name}.${part}` : part), '');
}

/**
 * Reads a path inside a schema: the field it points into and the keyword it changes.
 * `properties.json.properties.readNum` → field [json, readNum], keyword `property`.
 */
function readSchemaPath(segments) {
  const field = [];
  let i = 0;
  while (i < segments.length) {
    const segment = segments[i];
    if (segment === 'properties' && i + 1 < segments.length) {
      field.push(String(segments[i + 1]));
      i += 2;
      if (i === segments.length) return { field, keyword: 'property', rest: [] };
      continue;
    }
    if (segment === 'items' || segment === 'additionalProperties') {
      field.push(segment === 'items' ? '[]' : '{}');
      i += 1;
      continue;
    }
    if ((segment === 'anyOf' || segment === 'oneOf' || segment === 'allOf') && i + 2 < segments.length && isIndex(segments[i + 1])) {
      i += 2;
      continue;
    }
    return { field, keyword: String(segment), rest: segments.slice(i + 1) };
  }
  return { field, keyword: 'schema', rest: [] };
}

/**
 * A change inside the schema of an answer, a request body or a parameter.
 * `label(field)` names what changed: "answer `json.readNum`", "query parameter `page`".
 */
function classifySchema(diff, segments, answer, label, toolSays) {
  const { field, keyword, rest } = readSchemaPath(segments);
  const { action, before, after } = diff;
  const at = (name) => label(fieldName(name === undefined ? field : [...field, name]));
  const last = diff.path.at(-1);
  if (IGNORED.has(keyword)) return null;
  if (DOCS.has(keyword)) return said('docs', at(), `${keyword} ${verb(action)}`);
  if (keyword === 'x-max-bytes') {
    // The size the client checks before an upload: a smaller one refuses files it took.
    return said(!answer && (action === 'add' || (action === 'replace' && after < before)) ? 'breaking' : 'non-breaking', at(), `x-max-bytes ${describeChange(action, before, after)}`);
  }
  if (keyword.startsWith('x-')) return said('docs', at(), `${keyword} ${verb(action)}`);
  if (keyword === 'property') {
    if (action === 'remove') return said('breaking', at(), `field removed`);
    if (action === 'add') return said('non-breaking', at(), `field added`);
  }
  if (keyword === 'required') {
    const was = [before ?? []].flat();
    const is = [after ?? []].flat();
    if (isIndex(last)) return requiredChange(answer, at(action === 'add' ? after : before), action);
    return [
      ...was.filter((name) => !is.includes(name)).map((name) => requiredChange(answer, at(name), 'remove')),
      ...is.filter((name) => !was.includes(name)).map((name) => requiredChange(answer, at(name), 'add')),
    ];
  }
  if (keyword === 'type') {
    if (isIndex(last)) {
      // One type of a list of types: adding one widens (safe in a request only), removing narrows.
      const what = `type ${quote(String(action === 'add' ? after : before))} ${verb(action)}`;
      return said(!answer && action === 'add' ? 'non-breaking' : 'breaking', at(), what);
    }
    const was = new Set([before ?? []].flat());
    const is = new Set([after ?? []].flat());
    const widened = was.size > 0 && [...was].every((type) => is.has(type));
    return said(!answer && widened ? 'non-breaking' : 'breaking', at(), `type ${describeType(before)} → ${describeType(after)}`);
  }
  if (keyword === 'enum' || keyword === 'const') {
    const what = isIndex(last)
      ? `${keyword} value ${JSON.stringify(action === 'add' ? after : before)} ${verb(action)}`
      : `${keyword} ${describeChange(action, before, after)}`;
    return said('breaking', at(), what);
  }
  if ((keyword === 'anyOf' || keyword === 'oneOf') && rest.length <= 1) {
    return said(answer || action !== 'add' ? 'breaking' : 'non-breaking', at(), `a ${keyword} variant ${verb(action)}`);
  }
  if (!SCHEMA_KEYWORDS.has(keyword)) return null;
  return said(toolSays, at(), `${[keyword, ...rest].join('.')} ${describeChange(action, before, after)}`);
}

/** A change said of one subject (a field, a parameter), so that two about it can be joined. */
function said(level, subject, what) {
  return { level, subject, what, text: `${subject}: ${what}` };
}

function requiredChange(answer, at, action) {
  if (answer) {
    return action === 'remove' ? said('breaking', at, 'made optional') : said('non-breaking', at, 'made required');
  }
  return action === 'remove' ? said('non-breaking', at, 'made optional') : said('breaking', at, 'made required');
}

function verb(action) {
  return { add: 'added', remove: 'removed', replace: 'changed', rename: 'renamed' }[action] ?? action;
}

function describeType(value) {
  return value === undefined ? 'none' : [value].flat().join(' | ');
}

function describeChange(action, before, after) {
  const show = (value) => (value !== null && typeof value === 'object' ? '…' : JSON.stringify(value));
  if (action === 'add') return `added (${show(after)})`;
  if (action === 'remove') return `removed (was ${show(before)})`;
  return `${show(before)} → ${show(after)}`;
}

/** The tool's word, in the levels used here: anything it could not classify counts as breaking. */
function toolLevel(type) {
  if (type === 'non-breaking' || type === 'deprecated') return 'non-breaking';
  if (type === 'annotation') return 'docs';
  return 'breaking';
}

const resolveRef = (doc, node) =>
  node && typeof node.$ref === 'string' && node.$ref.startsWith('#/')
    ? node.$ref.slice(2).split('/').reduce((at, key) => at?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc)
    : node;

/** A change of one operation, below `paths.<path>.<method>`. */
function classifyOperation(diff, rest, context) {
  const { action, before, after } = diff;
  const level = toolLevel(diff.type);
  if (rest.length === 0) {
    return action === 'remove'
      ? { level: 'breaking', text: 'operation removed', removed: true }
      : { level: 'non-breaking', text: 'operation added', added: true };
  }
  const [first, second] = rest;
  if (first === 'parameters') {
    const param = resolveRef(context.doc, context.op.parameters?.[second]) ??
      resolveRef(context.otherDoc, context.otherOp?.parameters?.[second]) ?? {};
    const name = `${param.in ?? ''} parameter ${quote(param.name ?? String(second))}`.trim();
    if (rest.length === 2) {
      const value = resolveRef(context.doc, action === 'remove' ? before : after) ?? {};
      if (action === 'add') return value.required ? { level: 'breaking', text: `${name}: added as required` } : { level: 'non-breaking', text: `${name}: added, optional` };
      if (action === 'remove') return { level: 'breaking', text: `${name}: removed` };
      return { level: 'breaking', text: `${name}: replaced` };
    }
    const key = rest[2];
    if (key === 'schema') return classifySchema(diff, rest.slice(3), false, (field) => (field ? `${name} ${quote(field)}` : name), level);
    if (key === 'required') {
      return after === true ? { level: 'breaking', text: `${name}: made required` } : { level: 'non-breaking', text: `${name}: made optional` };
    }
    if (key === 'name' || key === 'in') return { level: 'breaking', text: `${name}: ${key} ${describeChange(action, before, after)}` };
    if (IGNORED.has(key)) return null;
    if (DOCS.has(key)) return { level: 'docs', text: `${name}: ${key} ${verb(action)}` };
    return { level, text: `${name}: ${rest.slice(2).join('.')} ${describeChange(action, before, after)}` };
  }
  if (first === 'requestBody') {
    if (rest.length === 1) {
      if (action === 'add') return resolveRef(context.doc, after)?.required ? { level: 'breaking', text: 'request body added as required' } : { level: 'non-breaking', text: 'request body added, optional' };
      return { level: 'breaking', text: `request body ${verb(action)}` };
    }
    if (second === 'required') return after === true ? { level: 'breaking', text: 'request body made required' } : { level: 'non-breaking', text: 'request body made optional' };
    if (second === 'content') {
      const media = rest[2];
      if (rest.length === 3) return action === 'add' ? { level: 'non-breaking', text: `request body: ${media} accepted` } : { level: 'breaking', text: `request body: ${media} ${verb(action)}` };
      if (rest[3] === 'schema') return classifySchema(diff, rest.slice(4), false, bodyLabel('request', media), level);
    }
    if (IGNORED.has(String(rest.at(-1)))) return null;
    if (DOCS.has(String(rest.at(-1)))) return { level: 'docs', text: `request body: ${rest.slice(1).join('.')} ${verb(action)}` };
    return { level, text: `request body: ${rest.slice(1).join('.')} ${describeChange(action, before, after)}` };
  }
  if (first === 'responses') {
    const status = second;
    if (rest.length === 2) return action === 'add' ? { level: 'non-breaking', text: `answer ${status}: added` } : { level: 'breaking', text: `answer ${status}: ${verb(action)}` };
    if (rest[2] === 'content') {
      const media = rest[3];
      if (rest.length === 4) return action === 'add' ? { level: 'non-breaking', text: `answer ${status}: ${media} added` } : { level: 'breaking', text: `answer ${status}: ${media} ${verb(action)}` };
      if (rest[4] === 'schema') return classifySchema(diff, rest.slice(5), true, bodyLabel(`answer ${status}`, media), level);
    }
    if (IGNORED.has(String(rest.at(-1)))) return null;
    if (DOCS.has(String(rest.at(-1)))) return { level: 'docs', text: `answer ${status}: ${rest.slice(2).join('.')} ${verb(action)}` };
    return { level, text: `answer ${status}: ${rest.slice(2).join('.')} ${describeChange(action, before, after)}` };
  }
  if (IGNORED.has(String(first))) return null;
  if (DOCS.has(String(first))) return { level: 'docs', text: `${first} ${verb(action)}` };
  if (first === 'operationId') return { level: 'breaking', text: `operationId ${JSON.stringify(before)} → ${JSON.stringify(after)} (the SDK's function and hook are renamed)` };
  if (KIND_CHANGING.has(String(first))) return { level: 'breaking', text: `${rest.join('.')} ${describeChange(action, before, after)}` };
  if (first === 'tags') return { level: 'breaking', text: `${rest.join('.')} ${describeChange(action, before, after)} (the SDK's area of the operation)` };
  if (first === 'x-invalidates') return { level: 'non-breaking', text: `${rest.join('.')} ${describeChange(action, before, after)}` };
  if (first === 'security') {
    const adds = action === 'add' || (action === 'replace' && after !== undefined);
    return { level: adds ? 'breaking' : 'non-breaking', text: `security ${verb(action)} (${JSON.stringify(action === 'remove' ? before : after)})` };
  }
  return { level, text: `${rest.join('.')} ${describeChange(action, before, after)}` };
}

/** "answer 200 `json.readNum`", "request `limit`", with the media type when not JSON. */
function bodyLabel(where, media) {
  const place = media === 'application/json' ? where : `${where} (${media})`;
  return (field) => `${place} ${field ? quote(field) : 'body'}`;
}

function operationAt(doc, path, method) {
  const op = doc.paths?.[path]?.[method];
  return op && typeof op === 'object' ? op : undefined;
}

/**
 * Every change from `before` to `after` (two bundles of the contract), by operation.
 * Changes outside the operations (a security scheme, the servers) come under the operationId `*`.
 * @param {any} beforeDoc
 * @param {any} afterDoc
 * @returns {Change[]}
 */
export function diffContracts(beforeDoc, afterDoc) {
  const before = contractOf(beforeDoc);
  const after = contractOf(afterDoc);
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  const diffs = compare(before, after);
  /** @type {Change[]} */
  const changes = [];
  const removed = new Map();
  const added = new Map();
  for (const diff of diffs) {
    const [top, path, method, ...rest] = diff.path.map(String);
    if (top !== 'paths') {
      if (top === 'components' && RESOLVED_COMPONENTS.has(path)) continue;
      // The document's own description, its tags and servers (the SDK's base URL is the caller's), and
      // its extensions (the mock's, such as x-examples-origin) are nothing a consumer's calls see.
      if (['info', 'tags', 'servers', 'openapi'].includes(top) || top.startsWith('x-') || IGNORED.has(String(diff.path.at(-1)))) continue;
      changes.push({ operationId: '*', method: '', path: '', level: toolLevel(diff.type), text: `${diff.path.join('.')} ${describeChange(diff.action, diff.before, diff.after)}` });
      continue;
    }
    // A change of a whole path item (added, removed, its shared parameters) counts for each of its operations.
    const ofOperation = METHODS.has(method);
    const operationRest = ofOperation ? rest : diff.path.slice(2).map(String);
    for (const m of ofOperation ? [method] : operationsOf(before, after, path)) {
      const inBefore = operationAt(before, path, m);
      const inAfter = operationAt(after, path, m);
      const context = diff.action === 'add'
        ? { doc: after, op: inAfter, otherDoc: before, otherOp: inBefore }
        : { doc: before, op: inBefore, otherDoc: after, otherOp: inAfter };
      if (!context.op && operationRest.length) continue;
      const result = classifyOperation(diff, operationRest, context);
      if (!result) continue;
      const operationId = (inAfter ?? inBefore)?.operationId ?? `${m.toUpperCase()} ${path}`;
      for (const r of [result].flat()) {
        if (!r) continue;
        const change = { operationId, method: m.toUpperCase(), path, level: r.level, text: r.text, subject: r.subject, what: r.what };
        if (r.removed) removed.set(inBefore?.operationId ?? operationId, change);
        if (r.added) added.set(inAfter?.operationId ?? operationId, change);
        changes.push(change);
      }
    }
  }
  // The same operationId at another path or method: one change, "moved".
  for (const [id, gone] of removed) {
    const come = added.get(id);
    if (!come) continue;
    changes.splice(changes.indexOf(come), 1);
    gone.text = `moved from ${gone.method} ${gone.path} to ${come.method} ${come.path}`;
    gone.method = come.method;
    gone.path = come.path;
  }
  return join(changes).sort((a, b) => order(a) - order(b) || a.operationId.localeCompare(b.operationId) || levelRank(a) - levelRank(b));
}

/**
 * api-smart-diff's changes. It reports a classification rule of its own that fails (seen on
 * `required` inside `allOf`) with console.error and goes on with the change unclassified; the
 * rules above classify `required` themselves, so the report is left out of the output.
 */
function compare(before, after) {
  const report = console.error;
  console.error = (...args) => {
    if (!String(args[0]).startsWith('Classification Rule error')) report(...args);
  };
  try {
    return apiCompare(before, after).diffs;
  } finally {
    console.error = report;
  }
}

/** The methods of a path item in either document: a change of the item counts for each. */
function operationsOf(before, after, path) {
  const methods = new Set();
  for (const doc of [before, after]) for (const key of Object.keys(doc.paths?.[path] ?? {})) if (METHODS.has(key)) methods.add(key);
  return [...methods];
}

const order = (change) => (change.operationId === '*' ? 1 : 0);
const levelRank = (change) => ({ breaking: 0, 'non-breaking': 1, docs: 2 })[change.level];

/**
 * Drops repeats (a schema shared by two branches of an answer), and joins two changes said of one
 * field: removed and made optional is "field removed"; added and made required is one breaking
 * "field added as required".
 */
function join(changes) {
  const seen = new Set();
  const key = (change, what) => `${change.operationId}\n${change.subject}\n${what}`;
  for (const change of changes) if (change.subject) seen.add(key(change, change.what));
  const kept = new Set();
  const out = [];
  for (const change of changes) {
    const { subject, what } = change;
    if (subject && what === 'made optional' && seen.has(key(change, 'field removed'))) continue;
    if (subject && what === 'made required' && seen.has(key(change, 'field added'))) continue;
    const joined = subject && what === 'field added' && seen.has(key(change, 'made required'))
      ? { ...change, level: 'breaking', what: 'field added as required', text: `${subject}: field added as required` }
      : change;
    const id = `${joined.operationId}\n${joined.level}\n${joined.text}`;
    if (kept.has(id)) continue;
    kept.add(id);
    const { subject: _subject, what: _what, ...plain } = joined;
    out.push(plain);
  }
  return out;
}
