// The SDK against the sample world, as a team's tests use it: pages that end, a persona signing
// in with the QA code and reading its write back, a scenario, a fault, and the contract's guard.
import { ApiError, createCaller } from '@hangjia/sdk';
import { getMessageInfo, listDiscerns, listQuestions, login, updateTopicField } from '@hangjia/sdk/operations';
import { createMockApi, QA_CODE } from '@hangjia/mock/msw';
import { describe, expect, it } from 'vitest';
import { server } from './test/setup.js';

const baseUrl = 'http://api.test';

function world() {
  const mock = createMockApi({ baseUrl });
  server.use(...mock.handlers);
  return mock;
}

describe('the SDK on the sample world', () => {
  it('gives 45 charts a page, and the pages end', async () => {
    world();
    const call = createCaller({ baseUrl });
    const sizes = [];
    for (let pageindex = 1; pageindex <= 4; pageindex++) sizes.push((await call(listDiscerns, { pagesize: 45, pageindex })).list.length);
    expect(sizes).toEqual([45, 45, 30, 0]);
  });

  it('a persona signs in with the QA code and reads its write back', async () => {
    const { personas } = world();
    const expert = personas.expert;
    const { token } = await createCaller({ baseUrl })(login, { phone: expert.phone, code: QA_CODE, type: 1 });
    const me = createCaller({ baseUrl, getToken: () => token });
    const counts = await me(getMessageInfo, { id: expert.userId, type: 3 });
    const [question] = await me(listQuestions, { id: expert.userId, type: 2, date: '2099-01-01 00:00:00', limit: 20 });
    await me(updateTopicField, { id: question!.id, field: 'state', val: 0 });
    expect(await me(getMessageInfo, { id: expert.userId, type: 3 })).toEqual({ ...counts, waitAnswer: counts.waitAnswer - 1, delAnswer: counts.delAnswer + 1 });
  });

  it('answers a named scenario asked with Prefer', async () => {
    world();
    const page = await createCaller({ baseUrl, headers: { Prefer: 'example=empty' } })(listDiscerns, { pagesize: 45, pageindex: 1 });
    expect(page.list).toEqual([]);
  });

  it('answers a fault asked with x-mock-fault', async () => {
    world();
    const call = createCaller({ baseUrl, headers: { 'x-mock-fault': 'code401@listDiscerns' } });
    await expect(call(listDiscerns, { pagesize: 45, pageindex: 1 })).rejects.toMatchObject({ kind: 'unauthorized' });
  });

  it('refuses a request the contract refuses with 422 and its violations', async () => {
    world();
    const error = await createCaller({ baseUrl })(listDiscerns, { pagesize: 0, pageindex: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).validation.length).toBeGreaterThan(0);
  });
});
