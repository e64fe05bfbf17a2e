// The contract as the API reference shows it. The reference renders a copy made when its page is
// first opened; the contract itself is not changed. In the copy:
//
//  - every `x-decision` is folded into the description of the node it sits on (an operation, a
//    parameter, a schema or one of its properties): renderers show descriptions, not extensions;
//  - the server is the mock itself, so that try-it sends its requests here;
//  - each operation has two optional headers of the mock's own: `Prefer`, offering the operation's
//    named examples and documented statuses, and `x-mock-fault`, offering the faults;
//  - a JSON request body has a valid example (request-sample.mjs), so that a try-it passes
//    Prism's validation as it opens (a renderer's own sample of a schema may not: an empty string
//    where one character is the minimum);
//  - the introduction says how to try the calls (personas, scenarios, faults).
import { FAULT_SETTINGS } from '../faults.mjs';
import { sample } from '../request-sample.mjs';
import { scenariosOf } from '../scenarios.mjs';

/**
 * @typedef {Record<string, any>} Json a parsed node of the contract
 * @typedef {import('../server.d.mts').Scenarios[string]} OperationScenarios
 */

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/**
 * Appends each `x-decision` under `node` to its node's description (examples are values: skipped).
 * @param {unknown} node
 */
function foldDecisions(node) {
  if (Array.isArray(node)) {
    for (const item of node) foldDecisions(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const json = /** @type {Json} */ (node);
  const decision = json['x-decision'];
  if (typeof decision === 'string') {
    const note = `**Decision** (\`x-decision\`): ${decision.trim()}`;
    json.description = json.description ? `${json.description.trim()}\n\n${note}` : note;
    delete json['x-decision'];
  }
  for (const [key, value] of Object.entries(json)) {
    if (key !== 'examples' && key !== 'example') foldDecisions(value);
  }
}

/**
 * The `Prefer` header of an operation: each named example of its answer and documented status.
 * @param {OperationScenarios} scenarios the operation's
 * @param {Json | undefined} responses the operation's
 */
function preferHeader({ examples, codes }, responses) {
  /** @type {Record<string, string>} */
  const values = {};
  for (const [name, summary] of Object.entries(examples)) values[`example=${name}`] = summary || `the example named ${name}`;
  for (const code of codes) values[`code=${code}`] = responses?.[code]?.description ?? `HTTP ${code}`;
  return {
    name: 'Prefer',
    in: 'header',
    required: false,
    description:
      'Mock only. Answers from the contract\'s examples instead of the sample backend: `example=<name>` a named example of the answer, `code=<status>` a documented status.',
    schema: { type: 'string', enum: Object.keys(values), 'x-enumDescriptions': values },
  };
}

// What each fault does is said once, in the introduction: the same eight lines under each of the
// operations would bury them (and cost the page their rendering once per operation).
const faultHeader = {
  name: 'x-mock-fault',
  in: 'header',
  required: false,
  description: 'Mock only. Makes this answer fail on purpose: one of the faults of the introduction (`slow:<ms>` takes any delay).',
  schema: { type: 'string', enum: Object.keys(FAULT_SETTINGS) },
};

const introduction = `

## Trying the calls
Every operation's **Test Request** sends its request to this mock: Prism checks it against the
contract, and the sample backend answers it (writes are kept per browser; \`POST /__mock/reset\`
undoes them).

- **Personas**: *Sign in as a persona* (top of the page) signs a QA persona in with the QA code
  \`1234\` and fills the \`Authorization\` token of every request; personas with supply-chain
  access also have a supply-chain sign-in, whose token the \`sc\` and \`crm\` calls need.
- **Scenarios**: the \`Prefer\` header of an operation lists its named examples
  (\`example=tokenRejected\`…) and documented statuses (\`code=401\`); Prism then answers from the
  contract's examples.
- **Faults**: the \`x-mock-fault\` header makes the answer fail on purpose:

| \`x-mock-fault\` | answer |
| --- | --- |
${Object.entries(FAULT_SETTINGS)
  .map(([setting, answer]) => `| \`${setting}\` | ${answer.replaceAll('|', '\\|')} |`)
  .join('\n')}

The named examples of every answer are shown beside it, and every \`x-decision\` of the contract is
part of the description it belongs to (**Decision**). The site of \`npm start\` runs on
http://127.0.0.1:5173, the UI widgets' gallery (\`npm run gallery -w @hangjia/ui\`) on
http://127.0.0.1:5180.
`;

/**
 * The reference's copy of `contract` (a parsed bundle of the contract).
 * @param {Json} contract
 * @returns {Json}
 */
export function referenceDocument(contract) {
  const doc = structuredClone(contract);
  const scenarios = scenariosOf(contract);
  foldDecisions(doc);
  doc.info.description = `${(doc.info.description ?? '').trim()}\n${introduction}`;
  doc.servers = [{ url: '/', description: 'this mock' }];
  for (const item of Object.values(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op?.operationId) continue;
      const offered = /** @type {OperationScenarios} */ (scenarios[op.operationId]); // every operation has its entry
      op.parameters = [...(op.parameters ?? []), preferHeader(offered, op.responses), faultHeader];
      const json = op.requestBody?.content?.['application/json'];
      if (json?.schema && !('example' in json) && !json.examples) json.example = sample(doc, json.schema);
    }
  }
  return doc;
}
