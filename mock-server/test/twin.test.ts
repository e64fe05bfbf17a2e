// The sample world on its own, as other teams run it (@hangjia/mock, strict, no Prism): every
// operation answers a valid request within the contract, and every named example is reachable,
// so the world's own checks never fail a consumer's test where the mock server's Prism passes.
import { readFileSync } from 'node:fs';
import { createMock } from '@hangjia/mock';
import { listOperations } from '@hangjia/openapi/operations';
import { describe, expect, it } from 'vitest';
import { contractFile } from '../src/server.mjs';
import { validRequest } from './requests.ts';

type Json = Record<string, any>;
const doc = JSON.parse(readFileSync(contractFile.replace(/\.yaml$/, '.json'), 'utf8')) as Json;
const operations = listOperations(doc);
const baseUrl = 'http://world.test:4410';
const world = createMock({ baseUrl });

const send = async (path: string, method: string, op: Json, headers: Record<string, string> = {}) => {
  const { url, init } = validRequest(doc, path, method, op);
  const answer = await world.handle(new Request(baseUrl + url, { ...init, headers: { ...(init.headers as Record<string, string>), ...headers } }));
  if (!answer) throw new Error(`${op.operationId}: not answered`);
  return answer;
};

describe('the sample world of @hangjia/mock, strict', () => {
  it.each(operations.map((o) => [o.op.operationId as string, o] as const))('%s answers a valid request within the contract', async (_, { path, method, op }) => {
    const answer = await send(path, method, op);
    expect([200, 401]).toContain(answer.status);
  });

  const scenarios = operations.flatMap(({ path, method, op }) =>
    Object.entries<Json>(op.responses['200'].content)
      .flatMap(([, media]) => Object.keys(media.examples ?? {}))
      .map((name) => [`${op.operationId} ${name}`, { path, method, op, name }] as const),
  );

  it.each(scenarios)('%s: Prefer: example=… answers the contract’s example at the world’s origin', async (_, { path, method, op, name }) => {
    const answer = await send(path, method, op, { prefer: `example=${name}` });
    expect(answer.status).toBe(200);
    const media = Object.values<Json>(op.responses['200'].content).find((m) => m.examples?.[name])!;
    const expected = JSON.parse(JSON.stringify(media.examples[name].value).replaceAll(doc['x-examples-origin'], baseUrl)) as unknown;
    expect(typeof expected === 'string' ? await answer.text() : await answer.json()).toEqual(expected);
  });
});
