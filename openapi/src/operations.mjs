// The contract's operations and how a request path finds its operation: the one place the
// contract's paths are listed and matched, used by the build, the site's QA recorder
// (app/src/lib/qa/qa-fetch.ts, for its QA panel), the mock's front, its faults and the sample
// backend. Plain JavaScript, so the mock's front (run by plain Node) and the site's browser bundle
// import the same file.

export const METHODS = /** @type {const} */ (['get', 'put', 'post', 'delete', 'patch']);

/** Every operation of an OpenAPI document, in path order: `{ path, method, op }`. */
export function listOperations(doc) {
  return Object.entries(doc.paths).flatMap(([path, item]) => METHODS.filter((method) => item[method]).map((method) => ({ path, method, op: item[method] })));
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The parameter names of a path template, in order (`/a/{id}/b/{n}` → `['id', 'n']`). */
export function pathParamNames(path) {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
}

/** A RegExp source for a path template: each `{name}` is one segment, captured. */
export function pathSource(path) {
  return path
    .split(/\{[^}]+\}/)
    .map(escape)
    .join('([^/]+)');
}

/**
 * Orders path templates for matching: segment by segment, a fixed segment before a parameter
 * (`/crm/item/delete` before `/crm/item/{id}`). A total order over every template (by where their
 * parameters sit), so a sort by it is sound; of two templates that can match one path, the one
 * with the fixed segment at the first place they differ comes first.
 */
export function comparePaths(a, b) {
  const sa = a.split('/');
  const sb = b.split('/');
  for (let i = 0; i < Math.min(sa.length, sb.length); i += 1) {
    const pa = sa[i].includes('{');
    const pb = sb[i].includes('{');
    if (pa !== pb) return pa ? 1 : -1;
  }
  return sa.length - sb.length;
}

/**
 * A matcher over `rows` (each with `method` and a `path` template, any case of method): returns the
 * row a request goes to and its path parameters, decoded, or null for a path outside them.
 * Fixed segments win over parameters whatever the rows' order.
 */
export function createOperationMatcher(rows) {
  const compiled = [...rows]
    .sort((a, b) => comparePaths(a.path, b.path))
    .map((row) => ({ row, method: row.method.toUpperCase(), pattern: new RegExp(`^${pathSource(row.path)}$`), names: pathParamNames(row.path) }));
  return function match(method, pathname) {
    const upper = method.toUpperCase();
    for (const entry of compiled) {
      if (entry.method !== upper) continue;
      const found = entry.pattern.exec(pathname);
      if (!found) continue;
      const params = {};
      entry.names.forEach((name, i) => {
        try {
          params[name] = decodeURIComponent(found[i + 1]);
        } catch {
          params[name] = found[i + 1];
        }
      });
      return { row: entry.row, params };
    }
    return null;
  };
}

/** The rows of `createOperationMatcher` for a document: `{ id, method, path }` of every operation. */
export function operationRows(doc) {
  return listOperations(doc).map(({ path, method, op }) => ({ id: op.operationId, method, path }));
}
