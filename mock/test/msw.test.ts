// The sample world through MSW's handlers in Node, called by the SDK as another team calls it:
// lists page and end, a persona signs in with the QA code and reads its write back, scenarios,
// faults, the contract's guard both ways, one world per createMockApi.
import { ApiError, createCaller } from '@hangjia/sdk';
import { getMessageInfo, getScToken, listDiscerns, listQuestions, listSpecials, login, scLogin, updateClient, getClient, updateTopicField } from '@hangjia/sdk/operations';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMock, ContractError, QA_CODE } from '../src/index.ts';
import { createMockApi } from '../src/msw.ts';

const baseUrl = 'http://api.test';
const mock = createMockApi({ baseUrl });
const server = setupServer(...mock.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  mock.reset();
});
afterAll(() => server.close());

const call = createCaller({ baseUrl });
const as = (token: string) => createCaller({ baseUrl, getToken: () => token });

describe('given the sample world behind MSW', () => {
  it('listDiscerns pages 45, 45 and 30 distinct charts, then ends', async () => {
    const sizes: number[] = [];
    const ids = new Set<number>();
    for (let pageindex = 1; pageindex <= 4; pageindex++) {
      const page = await call(listDiscerns, { pagesize: 45, pageindex });
      sizes.push(page.list.length);
      for (const d of page.list) ids.add(d.id);
      expect(page.totalPageNum).toBe(3);
    }
    expect(sizes).toEqual([45, 45, 30, 0]);
    expect(ids.size).toBe(120);
  });

  it('a cursor list runs out: listSpecials 18, 18, 9', async () => {
    const sizes: number[] = [];
    let date = '2099-01-01 00:00:00';
    for (;;) {
      const list = await call(listSpecials, { date, limit: 18 });
      sizes.push(list.length);
      if (list.length < 18) break;
      date = list.at(-1)!.date;
    }
    expect(sizes).toEqual([18, 18, 9]);
  });

  it('the expert persona signs in with the QA code, gives a question up, and reads the counts back', async () => {
    const { expert } = mock.personas;
    expect(expert.phone).toBe('13800138001');
    const { token, user } = await call(login, { phone: expert.phone, code: QA_CODE, type: 1 });
    expect(user.id).toBe(expert.userId);
    const me = as(token);
    expect(await me(getMessageInfo, { id: expert.userId, type: 3 })).toEqual({ waitAnswer: 23, answered: 6, delAnswer: 2 });
    const [first] = await me(listQuestions, { id: expert.userId, type: 2, date: '2099-01-01 00:00:00', limit: 20 });
    await me(updateTopicField, { id: first!.id, field: 'state', val: 0 });
    expect(await me(getMessageInfo, { id: expert.userId, type: 3 })).toEqual({ waitAnswer: 22, answered: 6, delAnswer: 3 });
    // Another session reads the seed world: the write is this session's.
    const other = await call(login, { phone: expert.phone, code: QA_CODE, type: 1 });
    expect(await as(other.token)(getMessageInfo, { id: expert.userId, type: 3 })).toEqual({ waitAnswer: 23, answered: 6, delAnswer: 2 });
  });

  it('the supply-chain staff persona updates a client factsheet and reads it back; reset forgets it', async () => {
    const { staff } = mock.personas;
    const { token } = await call(scLogin, { phone: staff.phone, code: QA_CODE });
    const me = as(token);
    const before = await me(getClient, { id: 3002 });
    await me(updateClient, { ...before, mainProducts: 'Micro LED直显模组' });
    expect((await me(getClient, { id: 3002 })).mainProducts).toBe('Micro LED直显模组');
    mock.reset();
    // A new world: the token is unknown there (HTTP 401), and the seed's factsheet is back.
    await expect(me(getClient, { id: 3002 })).rejects.toMatchObject({ kind: 'unauthorized' });
    const again = await call(scLogin, { phone: staff.phone, code: QA_CODE });
    expect((await as(again.token)(getClient, { id: 3002 })).mainProducts).toBe(before.mainProducts);
  });

  it('a wrong code is refused; a persona without supply chain has no sc token', async () => {
    await expect(call(login, { phone: '13800138001', code: '0000', type: 1 })).rejects.toMatchObject({ kind: 'envelope', msg: '验证码错误' });
    const { nosc } = mock.personas;
    await expect(call(getScToken, { phone: nosc.phone, userId: nosc.userId })).rejects.toMatchObject({ msg: '该账号未开通供应链权限' });
  });

  it('named scenarios by Prefer: example=…', async () => {
    expect((await call(listDiscerns, { pagesize: 45, pageindex: 1 }, { headers: { prefer: 'example=empty' } })).list).toEqual([]);
    await expect(call(login, { phone: '13800138001', code: QA_CODE, type: 1 }, { headers: { prefer: 'example=wrongCode' } })).rejects.toMatchObject({ msg: '验证码错误' });
  });

  it('faults by x-mock-fault, for the operation named', async () => {
    const fault = (setting: string) => ({ headers: { 'x-mock-fault': setting } });
    await expect(call(listDiscerns, { pagesize: 45, pageindex: 1 }, fault('http500@listDiscerns'))).rejects.toMatchObject({ kind: 'http', status: 500 });
    await expect(call(listDiscerns, { pagesize: 45, pageindex: 1 }, fault('code401'))).rejects.toMatchObject({ kind: 'unauthorized' });
    await expect(call(listDiscerns, { pagesize: 45, pageindex: 1 }, fault('down'))).rejects.toMatchObject({ kind: 'network' });
    expect((await call(listDiscerns, { pagesize: 45, pageindex: 1 }, fault('http500@getTopic'))).list).toHaveLength(45);
  });

  it('a request the contract refuses answers 422 with the violations', async () => {
    const error = (await call(listDiscerns, { pagesize: 'many' as never, pageindex: 1 }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('contract');
    expect(error.status).toBe(422);
    expect(error.validation.map((v) => v.location?.join('.'))).toContain('body.pagesize');
  });

  it('serves the pictures its addresses point at, under the base URL', async () => {
    const { list } = await call(listDiscerns, { pagesize: 1, pageindex: 1 });
    expect(list[0]!.url.startsWith(`${baseUrl}/assets/`)).toBe(true);
    const picture = await fetch(list[0]!.url);
    expect(picture.headers.get('content-type')).toBe('image/png');
    // A PNG file (its signature), titled with what it stands for.
    const bytes = new Uint8Array(await picture.arrayBuffer());
    expect([...bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    expect(new TextDecoder().decode(bytes)).toContain(list[0]!.title);
  });

  it('keeps one world per createMockApi: another one does not see these writes', async () => {
    const { expert } = mock.personas;
    const { token } = await call(login, { phone: expert.phone, code: QA_CODE, type: 1 });
    const [first] = await as(token)(listQuestions, { id: expert.userId, type: 2, date: '2099-01-01 00:00:00', limit: 20 });
    await as(token)(updateTopicField, { id: first!.id, field: 'state', val: 0 });
    const other = createMockApi({ baseUrl: 'http://other.test' });
    server.use(...other.handlers);
    // The other world does not know this world's token: its sessions are its own.
    await expect(createCaller({ baseUrl: 'http://other.test', getToken: () => token })(getMessageInfo, { id: expert.userId, type: 3 })).resolves.toEqual({ waitAnswer: 23, answered: 6, delAnswer: 2 });
  });
});

describe('an answer off the contract', () => {
  it('throws in the handler, naming the operation and the place in the answer', async () => {
    const broken = createMock({
      baseUrl,
      // The payload of listSpecials is a list of specials, whose ids are numbers.
      handlers: { listSpecials: () => [{ id: 'not a number' }] },
    });
    const request = new Request(`${baseUrl}/openapi/v1/vue/specials`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ date: '2099-01-01 00:00:00', limit: 18 }) });
    const error = (await broken.handle(request).catch((e: unknown) => e)) as ContractError;
    expect(error).toBeInstanceOf(ContractError);
    expect(error.operationId).toBe('listSpecials');
    expect(error.message).toMatch(/listSpecials \(POST \/openapi\/v1\/vue\/specials/);
    expect(error.message).toContain('json.0.id');
  });

  it('through MSW, the call fails instead of passing a wrong answer on', async () => {
    const broken = createMock({ baseUrl: 'http://broken.test', handlers: { listSpecials: () => [{ id: 'x' }] } });
    server.use(http.post('http://broken.test/openapi/v1/vue/specials', ({ request }) => broken.handle(request)));
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(createCaller({ baseUrl: 'http://broken.test' })(listSpecials, { date: '2099-01-01 00:00:00', limit: 18 })).rejects.toMatchObject({ status: 500 });
    // MSW prints the handler's exception: the operation and the place are in it.
    expect(printed.mock.calls.flat().map(String).join('\n')).toMatch(/listSpecials.*json\.0\.id/);
    printed.mockRestore();
  });
});
