// A valid request value for any schema of the contract, from the schema alone: required fields
// only, each from its example, default, const, first enum value or minimum. The mock's tests send
// such a request to every operation; the API reference offers it as each request body's example,
// so a try-it passes Prism's validation before anything is edited.

/** @typedef {Record<string, any>} Json a parsed node of the contract: the contract, a schema */

/**
 * `schema` with its `$ref`s followed (within `doc`, the parsed contract).
 * @param {Json} doc
 * @param {Json} schema
 * @returns {Json}
 */
export function resolve(doc, schema) {
  let s = schema;
  while (s?.$ref) s = s.$ref.split('/').slice(1).reduce((/** @type {Json} */ node, /** @type {string} */ key) => node[key], doc);
  return s;
}

/**
 * A value valid against `input` (a schema of `doc`).
 * @param {Json} doc
 * @param {Json} input
 * @returns {unknown}
 */
export function sample(doc, input) {
  const schema = resolve(doc, input);
  if (schema.examples?.length) return schema.examples[0];
  if ('const' in schema) return schema.const;
  if ('default' in schema) return schema.default;
  if (schema.enum) return schema.enum[0];
  if (schema.allOf) {
    // Merge the parts first: a part may require a field that another part describes.
    const parts = schema.allOf.map((/** @type {Json} */ part) => resolve(doc, part));
    return sample(doc, {
      type: 'object',
      required: parts.flatMap((/** @type {Json} */ p) => p.required ?? []),
      properties: Object.assign({}, ...parts.map((/** @type {Json} */ p) => p.properties ?? {})),
    });
  }
  const branch = (schema.anyOf ?? schema.oneOf)?.[0];
  if (branch && schema.properties) {
    // An object constrained by alternatives: satisfy the first one as well.
    const b = resolve(doc, branch);
    const properties = { ...schema.properties };
    for (const [k, v] of Object.entries(b.properties ?? {})) properties[k] = { ...resolve(doc, properties[k] ?? {}), ...v };
    return sample(doc, { type: 'object', required: [...(schema.required ?? []), ...(b.required ?? [])], properties });
  }
  if (schema.anyOf || schema.oneOf) return sample(doc, (schema.anyOf ?? schema.oneOf)[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      /** @type {Json} */
      const out = {};
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
