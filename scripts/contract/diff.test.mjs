// The contract diff on pairs of contracts: fixtures/contract.yaml before, one edit of it after.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { contractOf, diffContracts } from './diff.mjs';

const base = parse(readFileSync(new URL('./fixtures/contract.yaml', import.meta.url), 'utf8'));
const TOPIC = '/openapi/v1/vue/topic/{id}';
const TOPICS = '/openapi/v1/vue/topics';
const SEARCH = '/openapi/v1/vue/search';

const schemas = (doc) => doc.components.schemas;
const body = (doc) => doc.paths[TOPICS].post.requestBody.content['application/json'].schema;
const search = (doc) => doc.paths[SEARCH].get;

/** The changes after `edit`, as `operationId level text` lines. */
function changesAfter(edit) {
  const after = structuredClone(base);
  edit(after);
  return diffContracts(base, after).map((change) => `${change.operationId} ${change.level} ${change.text}`);
}

// Each kind the contract gate must call breaking, with one edit that makes it.
const breaking = [
  ['an operation removed', (doc) => delete doc.paths[TOPIC], ['getTopic breaking operation removed']],
  [
    'a response field removed',
    (doc) => {
      delete schemas(doc).Topic.properties.title;
      schemas(doc).Topic.required = ['id', 'readNum', 'state'];
    },
    ['getTopic breaking answer 200 `json.title`: field removed', 'listTopics breaking answer 200 `json.topics[].title`: field removed', 'searchTopics breaking answer 200 `json[].title`: field removed'],
  ],
  ['an optional response field removed', (doc) => delete schemas(doc).Topic.properties.labels, ['getTopic breaking answer 200 `json.labels`: field removed']],
  ['a response field made optional', (doc) => (schemas(doc).Topic.required = ['id', 'title', 'state']), ['getTopic breaking answer 200 `json.readNum`: made optional']],
  ['a request field made required', (doc) => body(doc).required.push('keyword'), ['listTopics breaking request `keyword`: made required']],
  [
    'a request field added as required',
    (doc) => {
      body(doc).properties.size = { type: 'integer' };
      body(doc).required.push('size');
    },
    ['listTopics breaking request `size`: field added as required'],
  ],
  ['a request field removed', (doc) => delete body(doc).properties.keyword, ['listTopics breaking request `keyword`: field removed']],
  ['a response type changed', (doc) => (schemas(doc).Topic.properties.readNum.type = 'string'), ['getTopic breaking answer 200 `json.readNum`: type integer → string']],
  ['a response type widened (made nullable)', (doc) => (schemas(doc).Topic.properties.title.type = ['string', 'null']), ['getTopic breaking answer 200 `json.title`: type string → string | null']],
  ['a request type changed', (doc) => (body(doc).properties.page.type = 'string'), ['listTopics breaking request `page`: type integer → string']],
  ['a request type narrowed by a bound', (doc) => (body(doc).properties.keyword.maxLength = 10), ['listTopics breaking request `keyword`: maxLength 20 → 10']],
  ['an enum value removed from an answer', (doc) => (schemas(doc).Topic.properties.state.enum = [0, 1]), ['getTopic breaking answer 200 `json.state`: enum value 2 removed']],
  ['an enum value added to an answer', (doc) => schemas(doc).Topic.properties.state.enum.push(3), ['getTopic breaking answer 200 `json.state`: enum value 3 added']],
  ['an enum value added to a request', (doc) => schemas(doc).Industry.enum.push('led'), ['listTopics breaking request `industry`: enum value "led" added', 'searchTopics breaking query parameter `industry`: enum value "led" added']],
  ['an enum value removed from a request', (doc) => (schemas(doc).Industry.enum = ['display', 'semi']), ['listTopics breaking request `industry`: enum value "uv" removed']],
  ['a parameter added as required', (doc) => search(doc).parameters.push({ name: 'sort', in: 'query', required: true, schema: { type: 'string' } }), ['searchTopics breaking query parameter `sort`: added as required']],
  ['a parameter made required', (doc) => (search(doc).parameters[1].required = true), ['searchTopics breaking query parameter `industry`: made required']],
  [
    'a path changed',
    (doc) => {
      doc.paths['/openapi/v1/vue/topics/{id}'] = doc.paths[TOPIC];
      delete doc.paths[TOPIC];
    },
    ['getTopic breaking moved from GET /openapi/v1/vue/topic/{id} to GET /openapi/v1/vue/topics/{id}'],
  ],
  [
    'a method changed',
    (doc) => {
      doc.paths[TOPIC].post = doc.paths[TOPIC].get;
      delete doc.paths[TOPIC].get;
    },
    ['getTopic breaking moved from GET /openapi/v1/vue/topic/{id} to POST /openapi/v1/vue/topic/{id}'],
  ],
  ['an operationId changed', (doc) => (doc.paths[TOPIC].get.operationId = 'fetchTopic'), ['fetchTopic breaking operationId "getTopic" → "fetchTopic" (the SDK\'s function and hook are renamed)']],
  ['a read made a write (x-query)', (doc) => (doc.paths[TOPICS].post['x-query'] = false), ['listTopics breaking x-query true → false']],
  ['an operation moved to another area (tag)', (doc) => (doc.paths[SEARCH].get.tags = ['portal']), ['searchTopics breaking tags.0 "search" → "portal" (the SDK\'s area of the operation)']],
  ['a security requirement added', (doc) => (doc.paths[TOPIC].get.security = [{ token: [] }]), ['getTopic breaking security added ([{"token":[]}])']],
  [
    "the envelope's success codes narrowed",
    (doc) => (schemas(doc).SuccessCode.enum = [0, 200]),
    ['getTopic breaking answer 200 `code`: enum value "0" removed', 'listTopics breaking answer 200 `code`: enum value "0" removed', 'searchTopics breaking answer 200 `code`: enum value "0" removed'],
  ],
  [
    "the envelope's payload made optional",
    (doc) => (doc.paths[TOPIC].get.responses['200'].content['application/json'].schema.anyOf[0].required = ['code', 'msg']),
    ['getTopic breaking answer 200 `json`: made optional'],
  ],
  [
    "the envelope's msg removed",
    (doc) => delete doc.paths[TOPIC].get.responses['200'].content['application/json'].schema.anyOf[0].properties.msg,
    ['getTopic breaking answer 200 `msg`: field removed'],
  ],
];

// Each kind that breaks no consumer.
const nonBreaking = [
  [
    'a new operation',
    (doc) => {
      doc.paths['/openapi/v1/vue/hot'] = { get: { ...structuredClone(doc.paths[SEARCH].get), operationId: 'listHotTopics', parameters: [] } };
    },
    ['listHotTopics non-breaking operation added'],
  ],
  ['a new optional query parameter', (doc) => search(doc).parameters.push({ name: 'sort', in: 'query', schema: { type: 'string' } }), ['searchTopics non-breaking query parameter `sort`: added, optional']],
  ['a new optional request field', (doc) => (body(doc).properties.size = { type: 'integer' }), ['listTopics non-breaking request `size`: field added']],
  [
    'a new answer field',
    (doc) => (schemas(doc).Topic.properties.cover = { type: 'string' }),
    ['getTopic non-breaking answer 200 `json.cover`: field added', 'listTopics non-breaking answer 200 `json.topics[].cover`: field added', 'searchTopics non-breaking answer 200 `json[].cover`: field added'],
  ],
  ['an answer field made required', (doc) => schemas(doc).Topic.required.push('labels'), ['getTopic non-breaking answer 200 `json.labels`: made required']],
  ['a request field made optional', (doc) => (body(doc).required = []), ['listTopics non-breaking request `page`: made optional']],
  ['a request type widened', (doc) => (body(doc).properties.page.type = ['integer', 'string']), ['listTopics non-breaking request `page`: type integer → integer | string']],
  ['a request bound loosened', (doc) => (body(doc).properties.keyword.maxLength = 40), ['listTopics non-breaking request `keyword`: maxLength 20 → 40']],
  ['a description changed', (doc) => (schemas(doc).Topic.properties.title.description = 'The title.'), ['getTopic docs answer 200 `json.title`: description changed']],
];

describe('the contract diff', () => {
  test.each(breaking)('%s is breaking', (_kind, edit, expected) => {
    const lines = changesAfter(edit);
    for (const line of expected) expect(lines).toContain(line);
    // Every change an edit makes is of the kind it tests: nothing is left unclassified or softer.
    expect(lines.every((line) => / breaking /.test(line))).toBe(true);
  });

  test.each(nonBreaking)('%s is not breaking', (_kind, edit, expected) => {
    const lines = changesAfter(edit);
    for (const line of expected) expect(lines).toContain(line);
    expect(lines.some((line) => / breaking /.test(line))).toBe(false);
  });

  test('a change of examples or of a design note is no change', () => {
    expect(
      changesAfter((doc) => {
        doc.paths[TOPIC].get.responses['200'].content['application/json'].examples.default.value.json.title = '另一个标题';
        doc.paths[TOPICS].post['x-decision'] = 'Another reason.';
      }),
    ).toEqual([]);
  });

  test('an unchanged contract has no change', () => {
    expect(diffContracts(base, structuredClone(base))).toEqual([]);
  });

  test('changes are said by operation, with its method and path', () => {
    const after = structuredClone(base);
    delete schemas(after).Topic.properties.labels;
    const [first] = diffContracts(base, after);
    expect(first).toEqual({ operationId: 'getTopic', method: 'GET', path: TOPIC, level: 'breaking', text: 'answer 200 `json.labels`: field removed' });
  });
});

describe('the released contract', () => {
  test('keeps everything but the examples, and keeps a field named examples', () => {
    const kept = contractOf(base);
    expect(kept.paths[TOPIC].get.responses['200'].content['application/json'].examples).toBeUndefined();
    expect(kept.components.schemas.Topic.properties.examples).toEqual(base.components.schemas.Topic.properties.examples);
    expect(kept.paths[TOPICS].post['x-decision']).toBe('The page size is the server\'s.');
  });
});
