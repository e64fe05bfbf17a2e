// Builds a valid request for any operation of the contract from its schemas alone: required
// fields only, each from its example, default, const, first enum value or minimum.
type Json = Record<string, any>;

export function resolve(doc: Json, schema: Json): Json {
  let s = schema;
  while (s?.$ref) s = s.$ref.split('/').slice(1).reduce((node: Json, key: string) => node[key], doc);
  return s;
}

export function sample(doc: Json, input: Json): unknown {
  const schema = resolve(doc, input);
  if (schema.examples?.length) return schema.examples[0];
  if ('const' in schema) return schema.const;
  if ('default' in schema) return schema.default;
  if (schema.enum) return schema.enum[0];
  if (schema.allOf) {
    // Merge the parts first: a part may require a field that another part describes.
    const parts = schema.allOf.map((part: Json) => resolve(doc, part));
    return sample(doc, {
      type: 'object',
      required: parts.flatMap((p: Json) => p.required ?? []),
      properties: Object.assign({}, ...parts.map((p: Json) => p.properties ?? {})),
    });
  }
  const branch = (schema.anyOf ?? schema.oneOf)?.[0] as Json | undefined;
  if (branch && schema.properties) {
    // An object constrained by alternatives: satisfy the first one as well.
    const b = resolve(doc, branch);
    const properties = { ...schema.properties };
    for (const [k, v] of Object.entries<Json>(b.properties ?? {})) properties[k] = { ...resolve(doc, properties[k] ?? {}), ...v };
    return sample(doc, { type: 'object', required: [...(schema.required ?? []), ...(b.required ?? [])], properties });
  }
  if (schema.anyOf || schema.oneOf) return sample(doc, (schema.anyOf ?? schema.oneOf)[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const out: Json = {};
      for (const key of schema.required ?? []) out[key] = sample(doc, schema.properties[key]);
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(doc, schema.items));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'string':
      if (schema.format === 'uri') return 'https://www.example.com/page';
      if (schema.format === 'email') return 'reader@example.com';
      if (schema.pattern === '^\\d+(,\\d+)*$') return '3001,3002';
      return 'L'.repeat(schema.minLength ?? 1);
    default:
      return null;
  }
}

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
