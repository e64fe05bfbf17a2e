import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, createCaller, defaultErrorMessage, operationOf, createMemoryAdapter, createPortalClient, createSessionStore, type ApiErrorKind } from '../src';
import { getDiscern, getEventFile, listDiscerns, operationTable } from '../src/operations';
import { fakeFetch, hang, json, type Handler } from './fake-fetch';

function setup(handler: Handler, options: Parameters<typeof createPortalClient>[0] = {}) {
  const session = createSessionStore({ adapter: createMemoryAdapter() });
  const onUnauthorized = vi.fn();
  const fake = fakeFetch(handler);
  const client = createPortalClient({ baseUrl: 'http://api.test', storage: session, onUnauthorized, fetch: fake.fetch, ...options });
  return { client, session, onUnauthorized, requests: fake.requests };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const discernPage = { list: [{ id: 1, title: 'Mini LED 出货量', imgdesc: '', url: '', text: '' }], totalPageNum: 3 };

describe('envelope', () => {
  it.each([0, 200, '0'])('given success code %j, the call resolves to the json payload', async (code) => {
    const { client } = setup(() => json({ code, msg: 'ok', json: discernPage }));
    await expect(client.portal.listDiscerns({ pagesize: 45, pageindex: 1 })).resolves.toEqual(discernPage);
  });

  it('unwraps `data` for partner open API operations', async () => {
    const tables = [{ id: 41, name: 'Mini LED背光供应链', banner: '', columns: [], companys: [] }];
    const { client } = setup(() => json({ code: 0, msg: 'ok', data: tables }));
    await expect(client.events.listSupplyTables({ cid: 1 })).resolves.toEqual(tables);
  });

  it('given another code, rejects with kind envelope carrying code, msg and the operation', async () => {
    const { client } = setup(() => json({ code: 2, msg: '文件信息获取失败' }));
    const error = await failure(client.files.getEventFile({ token: 't', fileId: 9 }));
    expect(error).toMatchObject({ kind: 'envelope', code: 2, msg: '文件信息获取失败', status: 200, operationId: 'getEventFile' });
  });

  it('given an answer that is not an envelope, rejects with kind contract', async () => {
    const { client } = setup(() => new Response('<html>oops</html>', { headers: { 'Content-Type': 'text/html' } }));
    const error = await failure(client.portal.getDiscern({ id: 1 }));
    expect(error.kind).toBe('contract');
    expect(error.operationId).toBe('getDiscern');
  });

  type Client = ReturnType<typeof setup>['client'];
  const getDiscern1 = (client: Client) => client.portal.getDiscern({ id: 1 });
  it.each([
    ['a string for an object', 'getDiscern', getDiscern1, 'not an object'],
    ['a list for an object', 'getDiscern', getDiscern1, [1, 'two', null]],
    ['a number for an object', 'getDiscern', getDiscern1, 7],
    ['an object for a list', 'listSpecials', (client: Client) => client.portal.listSpecials({ date: '2026-11-23 10:00:00', limit: 18 }), { list: [] }],
  ] as const)('given a success carrying %s, rejects with kind contract', async (_, id, call, payload) => {
    const { client } = setup(() => json({ code: '0', msg: '', json: payload }));
    const error = await failure(call(client));
    // the success's msg is no failure's; the SDK's words are in message
    expect(error).toMatchObject({ kind: 'contract', operationId: id, msg: '' });
    expect(error.message).toBe(`${id}: 响应数据的类型不符合约定`);
  });

  it('a success without a payload (json null or missing) resolves to it as before', async () => {
    const { client } = setup(() => json({ code: 0, msg: '', json: null }));
    await expect(client.portal.getDiscern({ id: 1 })).resolves.toBeNull();
  });
});

describe('errors', () => {
  it('given HTTP 500, rejects with kind http and the status', async () => {
    const { client } = setup(() => new Response('boom', { status: 500, statusText: 'Internal Server Error' }));
    const error = await failure(client.portal.getDiscern({ id: 1 }));
    expect(error).toMatchObject({ kind: 'http', status: 500, operationId: 'getDiscern', msg: '' });
    // the status line is for logs, not the server's msg
    expect(error.message).toBe('getDiscern: HTTP 500 Internal Server Error');
  });

  it("given Prism's problem+json, rejects with kind contract and keeps the validation list", async () => {
    const problem = {
      type: 'https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY',
      title: 'Invalid request',
      status: 422,
      detail: 'Your request is not valid and no HTTP validation response was found in the spec, so Prism is generating this error for you.',
      validation: [{ location: ['body'], severity: 'Error', code: 'required', message: "must have required property 'pageindex'" }],
    };
    const { client } = setup(() =>
      new Response(JSON.stringify(problem), { status: 422, headers: { 'Content-Type': 'application/problem+json' } }),
    );
    // @ts-expect-error pageindex is required
    const error = await failure(client.portal.listDiscerns({ pagesize: 45 }));
    expect(error).toMatchObject({ kind: 'contract', status: 422, operationId: 'listDiscerns' });
    expect(error.validation).toEqual(problem.validation);
  });

  it.each([
    [404, 'http'],
    [405, 'http'],
    [500, 'http'],
    [400, 'contract'],
  ] as const)('given a problem+json with status %i and no violations, rejects with kind %s', async (status, kind) => {
    const problem = { type: 'https://stoplight.io/prism/errors#NO_PATH_MATCHED_ERROR', title: 'Route not resolved', status, detail: 'no route' };
    const { client } = setup(() =>
      new Response(JSON.stringify(problem), { status, headers: { 'Content-Type': 'application/problem+json' } }),
    );
    const error = await failure(client.portal.getDiscern({ id: 1 }));
    expect(error).toMatchObject({ kind, status, msg: 'no route', operationId: 'getDiscern' });
  });

  it('given a 500 problem+json that lists violations of the answer, rejects with kind contract', async () => {
    const validation = [{ location: ['response', 'body'], severity: 'Error', code: 'type', message: 'must be object' }];
    const problem = { type: 'https://stoplight.io/prism/errors#VIOLATIONS', title: 'Request/Response not valid', status: 500, validation };
    const { client } = setup(() =>
      new Response(JSON.stringify(problem), { status: 500, headers: { 'Content-Type': 'application/problem+json' } }),
    );
    const error = await failure(client.portal.getDiscern({ id: 1 }));
    expect(error).toMatchObject({ kind: 'contract', status: 500, validation });
  });

  it('given a failing network, rejects with kind network', async () => {
    const { client } = setup(() => {
      throw new TypeError('fetch failed');
    });
    const error = await failure(client.portal.listCommunities());
    expect(error).toMatchObject({ kind: 'network', operationId: 'listCommunities' });
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('given no answer within timeoutMs, rejects with kind timeout', async () => {
    const { client } = setup(hang, { timeoutMs: 20 });
    const error = await failure(client.portal.listCommunities());
    expect(error).toMatchObject({ kind: 'timeout', operationId: 'listCommunities' });
  });

  it('a per-call timeoutMs overrides the client one', async () => {
    const { client } = setup(hang);
    const error = await failure(client.portal.listCommunities(undefined, { timeoutMs: 10 }));
    expect(error.kind).toBe('timeout');
  });

  it("given the caller's signal aborts, rejects with kind abort", async () => {
    const { client } = setup(hang);
    const controller = new AbortController();
    const pending = client.portal.listCommunities(undefined, { signal: controller.signal });
    controller.abort();
    expect((await failure(pending)).kind).toBe('abort');
  });

  it('given an already aborted signal, nothing useful is fetched and the kind is abort', async () => {
    const { client } = setup(() => json({ code: 0, msg: 'ok', json: [] }));
    const error = await failure(client.portal.listCommunities(undefined, { signal: AbortSignal.abort() }));
    expect(error.kind).toBe('abort');
  });

  it('every kind is one ApiError class with a discriminant; without a msg its message has the kind\'s words', () => {
    const kinds: ApiErrorKind[] = ['http', 'envelope', 'unauthorized', 'network', 'timeout', 'abort', 'contract'];
    for (const kind of kinds) {
      const error = new ApiError({ kind, operationId: 'listTopics' });
      expect(error).toBeInstanceOf(Error);
      expect(error.msg).toBe('');
      expect(error.message).toBe(`listTopics: ${defaultErrorMessage(kind)}`);
    }
  });
});

describe('unauthorized', () => {
  it.each([
    ['HTTP 401', () => json({ code: 401, msg: '登录已过期，请重新登录' }, { status: 401 })],
    ['code 401', () => json({ code: 401, msg: '登录已过期，请重新登录' })],
    ["code '401'", () => json({ code: '401', msg: '登录已过期，请重新登录' })],
  ])('given %s, rejects with kind unauthorized, clears the token and calls onUnauthorized', async (_, answer) => {
    const { client, session, onUnauthorized } = setup(answer);
    session.setToken('tok-1');
    const error = await failure(client.portal.getUser({ id: 7 }));
    expect(error).toMatchObject({ kind: 'unauthorized', code: expect.anything(), msg: '登录已过期，请重新登录' });
    expect(session.getToken()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith(error, 'session');
  });

  it('given five requests failing together, onUnauthorized runs once', async () => {
    const { client, session, onUnauthorized } = setup(async () => {
      await new Promise((r) => setTimeout(r, 5));
      return json({ code: 401, msg: 'expired' }, { status: 401 });
    });
    session.setToken('tok-1');
    const calls = [1, 2, 3, 4, 5].map((id) => client.portal.getUser({ id }));
    // a request started after the token was cleared is part of the same wave
    const late = calls[0]!.catch(() => client.portal.getUser({ id: 6 }));
    const results = await Promise.allSettled([...calls, late]);
    expect(results.every((r) => r.status === 'rejected' && (r.reason as ApiError).kind === 'unauthorized')).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('after a new token is set, the next 401 notifies again', async () => {
    const { client, session, onUnauthorized } = setup(() => json({ code: 401, msg: 'expired' }, { status: 401 }));
    session.setToken('tok-1');
    await failure(client.portal.getUser({ id: 1 }));
    session.setToken('tok-2');
    await failure(client.portal.getUser({ id: 1 }));
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('the session and supply-chain tokens are muted apart', async () => {
    const { client, session, onUnauthorized } = setup((request) =>
      request.url.includes('myClient')
        ? json({ code: 401, msg: 'expired' }, { status: 401 })
        : json({ code: 0, msg: 'ok', json: [] }),
    );
    session.setToken('portal');
    session.setScToken('sc-1', Date.now() + 60_000);
    await failure(client.sc.listMyClients({ phone: '1' }));
    await client.portal.listCommunities();
    await failure(client.sc.listMyClients({ phone: '1' }));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith(expect.objectContaining({ operationId: 'listMyClients' }), 'sc');
    expect(session.getToken()).toBe('portal');
  });

  it('a late 401 for an old token does not clear a newer token', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { client, session, onUnauthorized } = setup(async () => {
      await gate;
      return json({ code: 401, msg: 'expired' }, { status: 401 });
    });
    session.setToken('old');
    const pending = client.portal.getUser({ id: 1 });
    session.setToken('new');
    release();
    expect((await failure(pending)).kind).toBe('unauthorized');
    expect(session.getToken()).toBe('new');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('requests', () => {
  it('sends Authorization only when a token exists', async () => {
    const { client, session, requests } = setup(() => json({ code: 0, msg: 'ok', json: [] }));
    await client.portal.listCommunities();
    session.setToken('abc');
    await client.portal.listCommunities();
    expect(requests[0]!.headers.get('Authorization')).toBeNull();
    expect(requests[1]!.headers.get('Authorization')).toBe('abc');
  });

  it('puts path parameters in the path, query parameters in the query and the rest in a JSON body', async () => {
    const { client, requests } = setup(() => json({ code: 0, msg: 'ok', json: null }));
    await client.portal.getDiscern({ id: 42 });
    await client.files.listEventFileGroups({ industry: 'semi' });
    await client.portal.listDiscerns({ pagesize: 45, pageindex: 2, category: '新型显示' });
    expect(requests[0]!.url).toBe('http://api.test/openapi/v1/vue/discern/42');
    expect(requests[1]!.url).toBe('http://api.test/events/pc/files?industry=semi');
    expect(requests[2]!.method).toBe('POST');
    expect(requests[2]!.headers.get('Content-Type')).toBe('application/json');
    expect(await requests[2]!.json()).toEqual({ pagesize: 45, pageindex: 2, category: '新型显示' });
  });

  it('passes per-call headers such as Prefer', async () => {
    const { client, requests } = setup(() => json({ code: 0, msg: 'ok', json: [] }));
    await client.portal.listCommunities(undefined, { headers: { Prefer: 'example=empty' } });
    expect(requests[0]!.headers.get('Prefer')).toBe('example=empty');
  });

  it('call(id, input) reaches any operation', async () => {
    const { client, requests } = setup(() => json({ code: 0, msg: 'ok', json: discernPage }));
    await expect(client.call('getDiscern', { id: 3 })).resolves.toEqual(discernPage);
    expect(requests[0]!.url).toBe('http://api.test/openapi/v1/vue/discern/3');
  });

  it('same origin by default: fetch gets a path without a host', async () => {
    const inputs: string[] = [];
    const client = createPortalClient({
      fetch: async (input) => {
        inputs.push(input);
        return json({ code: 0, msg: 'ok', json: null });
      },
    });
    expect(client.baseUrl).toBe('');
    await client.portal.getDiscern({ id: 8 });
    expect(inputs).toEqual(['/openapi/v1/vue/discern/8']);
  });
});

describe('image upload', () => {
  const png = (size: number, type = 'image/png') => new File([new Uint8Array(size)], '截图.png', { type });

  it('builds FormData and leaves Content-Type (with its boundary) to fetch', async () => {
    const { client, requests } = setup(() => json({ code: 0, msg: 'ok', json: { url: 'http://127.0.0.1:4010/assets/a.png' } }));
    await expect(client.questions.uploadImage({ image: png(1024), uid: '7' })).resolves.toEqual({
      url: 'http://127.0.0.1:4010/assets/a.png',
    });
    const request = requests[0]!;
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    expect((form.get('image') as File).name).toBe('截图.png');
    expect((form.get('image') as File).size).toBe(1024);
    expect(form.get('uid')).toBe('7');
  });

  it.each([
    ['a GIF', png(10, 'image/gif'), 'type', 'image: image/gif 不是 image/jpeg, image/png 之一'],
    ['an image of exactly 2 MB', png(2 * 1024 * 1024), 'size', 'image: 2097152 字节, 须小于 2097152 字节'],
  ])("refuses %s before sending, naming the contract's rule", async (_, file, code, message) => {
    const { client, requests } = setup(() => json({ code: 0, msg: 'ok', json: { url: 'x' } }));
    const error = await failure(client.questions.uploadImage({ image: file }));
    expect(error).toMatchObject({ kind: 'contract', msg: '', message: `uploadImage: ${message}`, operationId: 'uploadImage' });
    expect(error.validation).toEqual([{ location: ['body', 'image'], severity: 'Error', code, message }]);
    expect(requests).toHaveLength(0);
  });

  it('accepts a JPG just under 2 MB', async () => {
    const { client, requests } = setup(() => json({ code: 0, msg: 'ok', json: { url: 'x' } }));
    await client.questions.uploadImage({ image: png(2 * 1024 * 1024 - 1, 'image/jpeg') });
    expect(requests).toHaveLength(1);
  });
});

describe('spreadsheet download', () => {
  const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const file = (disposition: string) => () =>
    new Response(new Uint8Array([0x50, 0x4b, 3, 4]), { headers: { 'Content-Type': xlsx, 'Content-Disposition': disposition } });

  it.each([
    ["attachment; filename*=UTF-8''%E6%9C%8D%E5%8A%A1%E6%8A%A5%E5%91%8A.xlsx", '服务报告.xlsx'],
    ['attachment; filename="report.xlsx"', 'report.xlsx'],
    ['attachment; filename=report.xlsx', 'report.xlsx'],
    ["attachment; filename=\"fallback.xlsx\"; filename*=utf-8''%E8%A1%8C%E5%AE%B6.xlsx", '行家.xlsx'],
    ['attachment; filename=%E6%9C%8D%E5%8A%A1.xlsx', '服务.xlsx'],
    ['attachment', null],
  ])('given Content-Disposition %s, resolves { blob, fileName: %j }', async (disposition, name) => {
    const { client, session, requests } = setup(file(disposition));
    session.setScToken('sc-1', Date.now() + 60_000);
    const result = await client.crm.downloadReport({ id: 5 });
    expect(result.fileName).toBe(name);
    expect(result.blob.size).toBe(4);
    expect(await requests[0]!.json()).toEqual({ id: 5 });
    expect(requests[0]!.headers.get('Authorization')).toBe('sc-1');
  });

  it('given a JSON failure body, rejects with kind envelope', async () => {
    const { client } = setup(() => json({ code: 404, msg: '服务项目不存在' }));
    const error = await failure(client.crm.downloadReport({ id: 5 }));
    expect(error).toMatchObject({ kind: 'envelope', code: 404, msg: '服务项目不存在', operationId: 'downloadReport' });
  });

  it('given a JSON success instead of a file, rejects with kind contract', async () => {
    const { client } = setup(() => json({ code: 0, msg: 'ok', json: null }));
    const error = await failure(client.crm.downloadReport({ id: 5 }));
    expect(error).toMatchObject({ kind: 'contract', code: 0, operationId: 'downloadReport' });
    expect(error.message).toContain('下载的响应是 JSON 而不是文件');
  });

  it('given an empty answer, rejects with kind contract', async () => {
    const { client } = setup(() => new Response(null, { status: 204 }));
    expect(await failure(client.crm.downloadReport({ id: 5 }))).toMatchObject({ kind: 'contract', status: 204, operationId: 'downloadReport' });
  });

  it('given a JSON code 401 body, rejects with kind unauthorized and clears the supply-chain token only', async () => {
    const { client, session, onUnauthorized } = setup(() => json({ code: 401, msg: '登录已过期，请重新登录' }));
    session.setToken('portal');
    session.setScToken('sc-1', Date.now() + 60_000);
    expect((await failure(client.crm.downloadReport({ id: 5 }))).kind).toBe('unauthorized');
    expect(session.getScToken()).toBeNull();
    expect(session.getToken()).toBe('portal');
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});

describe('token kinds', () => {
  it('supply-chain calls carry the supply-chain token, portal calls the session token', async () => {
    const { client, session, requests } = setup(() => json({ code: 0, msg: 'ok', json: [] }));
    session.setToken('portal');
    session.setScToken('sc-1', Date.now() + 60_000);
    await client.sc.listMyClients({ phone: '13800138000' });
    await client.portal.listCommunities();
    expect(requests.map((r) => r.headers.get('Authorization'))).toEqual(['sc-1', 'portal']);
  });

  it('calls the contract opens to everyone (security: []), like the supply-chain login, carry no token', async () => {
    const { client, session, requests } = setup(() => json({ code: 0, msg: 'ok', json: { token: 't', expires: 1 } }));
    session.setToken('portal');
    session.setScToken('sc-1', Date.now() + 60_000);
    await client.sc.scLogin({ code: '1234', phone: '13800138000' });
    expect(requests[0]!.headers.get('Authorization')).toBeNull();
  });

  it('getToken/clearToken work without a session store', async () => {
    const tokens: Record<string, string | null> = { session: 's', sc: 'c' };
    const fake = fakeFetch(() => json({ code: 401, msg: 'expired' }));
    const client = createPortalClient({
      baseUrl: 'http://api.test',
      fetch: fake.fetch,
      getToken: (kind) => tokens[kind],
      clearToken: (kind) => void (tokens[kind] = null),
    });
    await failure(client.sc.listMyClients({ phone: '1' }));
    expect(tokens).toEqual({ session: 's', sc: null });
  });
});

describe('createCaller', () => {
  it('calls the operation it is handed: its path, method, token and envelope, like the whole client', async () => {
    const session = createSessionStore({ adapter: createMemoryAdapter() });
    session.setToken('T-1');
    const fake = fakeFetch(() => json({ code: 0, msg: 'ok', json: discernPage }));
    const call = createCaller({ baseUrl: 'http://api.test', storage: session, fetch: fake.fetch });
    await expect(call(listDiscerns, { pagesize: 45, pageindex: 2 })).resolves.toEqual(discernPage);
    await expect(call(getDiscern, { id: 7001 })).resolves.toEqual(discernPage);
    expect(fake.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST http://api.test/openapi/v1/vue/discerns',
      'GET http://api.test/openapi/v1/vue/discern/7001',
    ]);
    expect(await fake.requests[0]!.json()).toEqual({ pagesize: 45, pageindex: 2 });
    expect(fake.requests[0]!.headers.get('Authorization')).toBe('T-1');
  });

  it('rejects as the whole client does: the envelope code and the operation id', async () => {
    const call = createCaller({ baseUrl: 'http://api.test', fetch: fakeFetch(() => json({ code: 2, msg: '文件信息获取失败' })).fetch });
    const error = await failure(call(getEventFile, { token: 't', fileId: 9 }));
    expect(error).toMatchObject({ kind: 'envelope', code: 2, msg: '文件信息获取失败', operationId: 'getEventFile' });
  });

  it('each operation constant is the row of the operation table', () => {
    expect(getDiscern).toBe(operationTable.getDiscern);
    expect(getDiscern.id).toBe('getDiscern');
  });
});

describe('createApiClient: the client without the table', () => {
  it('sends the operations it is handed, with its root and retries, and has no table', async () => {
    const fake = fakeFetch(() => json({ code: 0, msg: 'ok', json: discernPage }));
    const api = createApiClient({ baseUrl: 'http://api.test/', fetch: fake.fetch, retry: 2.7 });
    await expect(api.send(getDiscern, { id: 7001 })).resolves.toEqual(discernPage);
    expect(fake.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET http://api.test/openapi/v1/vue/discern/7001']);
    expect(api).toMatchObject({ baseUrl: 'http://api.test', retry: 2 });
    expect(api.operationTable).toBeUndefined();
    expect(api.operations).toBeUndefined();
  });

  it('the portal client holds the operation table as `operationTable`, and as the deprecated `operations`', () => {
    const portal = createPortalClient();
    expect(portal.operationTable).toBe(operationTable);
    expect(portal.operations).toBe(portal.operationTable);
  });

  it('operationOf: a constant is itself; an id is the portal client\'s row, and a clear error without a table', () => {
    const portal = createPortalClient();
    expect(operationOf(portal, getDiscern)).toBe(getDiscern);
    expect(operationOf(portal, 'getDiscern')).toBe(operationTable.getDiscern);
    // a client of one's own that still names its table `operations` finds it there
    expect(operationOf({ operations: operationTable }, 'getDiscern')).toBe(operationTable.getDiscern);
    expect(() => operationOf(createApiClient(), 'getDiscern')).toThrow(
      "Unknown operation getDiscern: hand the operation itself (import { getDiscern } from '@hangjia/sdk/operations') to a client made by createApiClient",
    );
  });
});

describe('ApiError.msg: the server\'s msg as it came, or \'\'', () => {
  it.each([
    ['an empty msg', { code: 1, msg: '' }, ''],
    ['no msg', { code: 1 }, ''],
    ['a null msg', { code: 1, msg: null }, ''],
    ['a number as msg', { code: 1, msg: 123 }, ''],
    ['an object as msg', { code: 1, msg: { text: '失败' } }, ''],
    ['a msg of spaces', { code: 1, msg: '  ' }, '  '],
    ['a msg', { code: 1, msg: '登录失败,您没有报名此活动' }, '登录失败,您没有报名此活动'],
  ])('an envelope refusal with %s: msg %j, and a message for logs all the same', async (_, body, msg) => {
    const { client } = setup(() => json(body));
    const error = await failure(client.files.signInEvent({ account: 'a@b.cn', eventId: 1, channel: 2 }));
    expect(error).toMatchObject({ kind: 'envelope', code: 1, msg });
    expect(error.message).toBe(`signInEvent: ${msg.trim() || '请求失败'}`);
  });

  it.each([
    ['HTTP 401 without a msg', () => json({ code: 401 }, { status: 401 }), 'unauthorized', ''],
    ['code 401 with an empty msg', () => json({ code: 401, msg: '' }), 'unauthorized', ''],
    ['HTTP 500 with an empty msg', () => json({ code: 500, msg: '' }, { status: 500 }), 'http', ''],
    ['HTTP 500 with a msg', () => json({ code: 500, msg: '服务繁忙' }, { status: 500 }), 'http', '服务繁忙'],
    ['HTML instead of JSON', () => new Response('<html>bad gateway</html>', { headers: { 'Content-Type': 'text/html' } }), 'contract', ''],
  ] as const)('%s: kind %s, msg %j', async (_, handler, kind, msg) => {
    const { client } = setup(handler);
    const error = await failure(client.portal.getDiscern({ id: 1 }));
    expect(error).toMatchObject({ kind, msg });
    expect(error.message).not.toBe('getDiscern: ');
  });

  it('a failure before any answer has no msg', async () => {
    const { client } = setup(() => Promise.reject(new TypeError('fetch failed')));
    const error = await failure(client.portal.getDiscern({ id: 1 }));
    expect(error).toMatchObject({ kind: 'network', msg: '', message: 'getDiscern: 网络异常，请稍后再试' });
  });

  it('the kinds\' own words stay available for pages without words of their own', () => {
    expect(Object.fromEntries((['http', 'envelope', 'unauthorized', 'network', 'timeout', 'abort', 'contract'] as const).map((k) => [k, defaultErrorMessage(k)]))).toEqual({
      http: '请求失败',
      envelope: '请求失败',
      unauthorized: '请先登录',
      network: '网络异常，请稍后再试',
      timeout: '请求超时',
      abort: '请求已取消',
      contract: '请求或响应不符合接口约定',
    });
  });
});
