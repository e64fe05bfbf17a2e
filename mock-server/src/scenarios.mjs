// The named scenarios of the contract's operations: what a request can ask for with `Prefer`
// (`example=<name>` for a named example of its answer, `code=<status>` for a documented status).
// The site's QA panel reads them from `GET /__mock/scenarios`; the API reference offers them in
// each operation's try-it.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const contractJson = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'openapi', 'dist', 'openapi.json');

/**
 * Each operation of `doc` (a parsed contract): the named examples of its `200` answer (name →
 * summary) and its other documented HTTP statuses.
 * @param {Record<string, any>} doc
 * @returns {import('./server.d.mts').Scenarios}
 */
export function scenariosOf(doc) {
  /** @type {import('./server.d.mts').Scenarios} */
  const out = {};
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item)) {
      if (!op?.operationId) continue;
      /** @type {Record<string, string>} */
      const examples = {};
      for (const media of Object.values(op.responses?.['200']?.content ?? {})) {
        for (const [name, example] of Object.entries(media.examples ?? {})) examples[name] = example.summary ?? '';
      }
      out[op.operationId] = { examples, codes: Object.keys(op.responses ?? {}).filter((code) => code !== '200').map(Number) };
    }
  }
  return out;
}

/**
 * The scenarios of the bundled contract (or of the contract in `file`).
 * @type {typeof import('./server.d.mts').scenarios}
 */
export function scenarios(file = contractJson) {
  return scenariosOf(JSON.parse(readFileSync(file, 'utf8')));
}
