// The operations of an OpenAPI document, in path order: what the build, the tests and the mock's
// tests all walk.
type Json = Record<string, any>;

export const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export type Operation = { path: string; method: (typeof METHODS)[number]; op: Json };

export function listOperations(doc: Json): Operation[] {
  return Object.entries<Json>(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ path, method, op: item[method] as Json })),
  );
}
