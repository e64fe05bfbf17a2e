// Against the real Prism mock of the contract (started by global-setup.ts).
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, inject, it, vi } from 'vitest';
import {
  ApiError,
  createMemoryAdapter,
  createPortalClient,
  createSessionStore,
  formatCursorTime,
  nextCursor,
  type CursorPagination,
} from '../src';
import { operationTable } from '../src/operations';
import { portalQueries } from '../src/react';

const baseUrl = inject('mockUrl');

function setup() {
  const session = createSessionStore({ adapter: createMemoryAdapter() });
  const onUnauthorized = vi.fn();
  const client = createPortalClient({ baseUrl, storage: session, onUnauthorized });
  return { client, session, onUnauthorized };
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

const now = () => formatCursorTime(Date.now()) as string;

describe('portal: home lists', () => {
  it('lists 30 industry data items for the home page and a detail', async () => {
    const { client } = setup();
    const page = await client.portal.listDiscerns({ pagesize: 30, pageindex: 1, category: '新型显示' });
    expect(page.list.length).toBeGreaterThan(0);
    expect(page.totalPageNum).toBeGreaterThanOrEqual(1);
    const detail = await client.portal.getDiscern({ id: page.list[0]!.id });
    expect(detail.title).toEqual(expect.any(String));
  });

  it('lists hot labels, experts, communities, ads and banners', async () => {
    const { client, session } = setup();
    const [labels, experts, communities, ads, banners] = await Promise.all([
      client.portal.listHotLabels({ limit: 11 }),
      client.portal.listExperts({ limit: 50 }),
      client.portal.listCommunities(),
      client.ads.listAds({ type: 3, uuid: session.getVisitorId(), industry: 'display' }),
      client.ads.listBanners({ industry: 'display' }),
    ]);
    expect(labels.length).toBeGreaterThan(0);
    expect(experts.length).toBeGreaterThan(0);
    expect(communities.length).toBeGreaterThan(0);
    expect(ads).toHaveProperty('part1');
    expect(Array.isArray(banners)).toBe(true);
  });

  it('a page list (news topics) tells its total', async () => {
    const { client } = setup();
    const page = await client.portal.listTopics({ cate: 1, page: 1, limit: 20 });
    expect(page.topics.length).toBeGreaterThan(0);
    expect(page.total).toBeGreaterThanOrEqual(page.topics.length);
  });

  it('the empty scenario answers an empty list', async () => {
    const { client } = setup();
    const page = await client.portal.listDiscerns({ pagesize: 45, pageindex: 1 }, { headers: { Prefer: 'example=empty' } });
    expect(page.list).toEqual([]);
  });
});

describe('a cursor feed to its last page', () => {
  it('starts at the current time, continues from the last item and stops on the lastPage scenario', async () => {
    const { client } = setup();
    const pagination = operationTable.listCommunityTopics.pagination as CursorPagination;
    const limit = 20;
    const first = await client.portal.listCommunityTopics({ cid: 1, type: 1, date: now(), limit });
    expect(first).toHaveLength(limit);
    const cursor = nextCursor(first, pagination, limit);
    expect(cursor).toBe(first.at(-1)!.date);

    const last = await client.portal.listCommunityTopics(
      { cid: 1, type: 1, date: cursor as string, limit },
      { headers: { Prefer: 'example=lastPage' } },
    );
    expect(last.length).toBeLessThan(limit);
    expect(nextCursor(last, pagination, limit)).toBeUndefined();
  });
});

describe('the React layer against the mock', () => {
  it('an infinite cursor query loads until the lastPage scenario ends it', async () => {
    let calls = 0;
    // the first page is the default example, every later one the last page
    const client = createPortalClient({
      baseUrl,
      fetch: (input, init) => {
        const headers = new Headers(init.headers);
        if (calls++ > 0) headers.set('Prefer', 'example=lastPage');
        return fetch(input, { ...init, headers });
      },
    });
    const queryClient = new QueryClient();
    const options = portalQueries.listCommunityTopics(client, { cid: 1, type: 1, limit: 20 });
    const data = await queryClient.fetchInfiniteQuery({ ...options, pages: 5 });
    expect(data.pages.map((p) => p.length < 20)).toEqual([false, true]);
    expect(data.pageParams[1]).toBe(data.pages[0]!.at(-1)!.date);
    expect(calls).toBe(2);
  });
});

describe('auth', () => {
  it('logs in and the token goes into Authorization afterwards', async () => {
    const { client, session } = setup();
    const answer = await client.auth.login({ phone: '13800138000', code: '1234', type: 1 });
    expect(answer.token).toEqual(expect.any(String));
    session.setToken(answer.token);
    session.setUser(answer.user);
    expect(session.getUser()?.id).toBe(answer.user.id);
    await expect(client.auth.logout()).resolves.toBeNull();
  });

  it("wrongCode: rejects with kind envelope and the server's msg", async () => {
    const { client } = setup();
    const error = await failure(
      client.auth.login({ phone: '13800138000', code: '0000', type: 1 }, { headers: { Prefer: 'example=wrongCode' } }),
    );
    expect(error).toMatchObject({ kind: 'envelope', msg: '验证码错误', operationId: 'login' });
  });

  it('a login code longer than 4 characters breaks the contract: Prism answers 422 with a validation list', async () => {
    const { client } = setup();
    const error = await failure(client.auth.login({ phone: '13800138000', code: '123456', type: 1 }));
    expect(error).toMatchObject({ kind: 'contract', status: 422, operationId: 'login' });
    expect(error.validation.length).toBeGreaterThan(0);
    expect(error.validation[0]!.location).toContain('code');
  });
});

describe('files: event speaker files', () => {
  it('signs in with the event scenarios', async () => {
    const { client } = setup();
    const notSignedUp = await failure(
      client.files.signInEvent({ account: '13800138000', eventId: 1, channel: 1 }, { headers: { Prefer: 'example=notSignedUp' } }),
    );
    expect(notSignedUp.msg).toBe('登录失败,您没有报名此活动');
    const wrongCode = await failure(
      client.files.checkEventLoginCode(
        { account: '13800138000', code: '1234', channel: 1 },
        { headers: { Prefer: 'example=wrongCode' } },
      ),
    );
    expect(wrongCode.msg).toBe('验证码错误');
  });

  it('tokenRejected: the file answers, then code 2 rejects with kind envelope and leaves the stored token to the app', async () => {
    const { client, session } = setup();
    session.setFileToken(1103, 'stale');
    // the contract's example answer (a Prefer header goes to Prism, past the sample backend)
    const file = await client.files.getEventFile({ token: 'stale', fileId: 1301 }, { headers: { Prefer: 'code=200' } });
    expect(file).toMatchObject({ id: expect.any(Number), name: expect.any(String), imgs: expect.any(Array) });
    const error = await failure(
      client.files.getEventFile({ token: 'stale', fileId: 1301 }, { headers: { Prefer: 'example=tokenRejected' } }),
    );
    expect(error).toMatchObject({ kind: 'envelope', code: 2, operationId: 'getEventFile' });
    // the SDK neither drops nor keeps file tokens by itself: that is the app's rule (settlePreviewFailure)
    expect(session.getFileToken(1103)).toBe('stale');
  });

  it('fileInfoFailed rejects with kind envelope', async () => {
    const { client } = setup();
    const error = await failure(client.files.getFileDetail({ id: 1301 }, { headers: { Prefer: 'example=fileInfoFailed' } }));
    expect(error.kind).toBe('envelope');
    expect(error.operationId).toBe('getFileDetail');
  });

  it('a page list of files (GET with query parameters)', async () => {
    const { client } = setup();
    const page = await client.files.listFiles({ pageNum: 1, limit: 20, industry: 'display' });
    expect(page.list.length).toBeGreaterThan(0);
  });
});

describe('other areas', () => {
  it('events, awards, search and questions answer their payloads', async () => {
    const { client } = setup();
    const [events, awards, found, info] = await Promise.all([
      client.events.listEvents({ type: 3 }),
      client.awards.listAwards({ year: 2023 }),
      client.search.search({ key: 'Micro LED', type: 1, date: now(), limit: 20 }),
      client.questions.getMessageInfo({ type: 3, id: 1001 }),
    ]);
    expect(events[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    expect(awards[0]).toMatchObject({ year: expect.any(Number), groups: expect.any(Array) });
    expect(found.length).toBeGreaterThan(0);
    expect(info).toHaveProperty('waitAnswer');
  });

  it('partner open API answers are unwrapped from data', async () => {
    const { client } = setup();
    const video = await client.events.getResearchVideo({ id: 1 }, { headers: { Prefer: 'code=200' } });
    expect(video).toMatchObject({ id: expect.any(Number), title: expect.any(String), url: expect.any(String) });
  });
});

describe('upload', () => {
  it('uploads a PNG as multipart and answers the stored image reference', async () => {
    const { client } = setup();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], 'chart.png', { type: 'image/png' });
    const stored = await client.questions.uploadImage({ image: file, uid: '1001' });
    expect(stored.url).toMatch(/^http/);
  });

  it('refuses a GIF before Prism sees it', async () => {
    const { client } = setup();
    const file = new File([new Uint8Array(4)], 'a.gif', { type: 'image/gif' });
    const error = await failure(client.questions.uploadImage({ image: file }));
    expect(error).toMatchObject({ kind: 'contract', status: undefined, validation: [{ location: ['body', 'image'], code: 'type' }] });
  });
});

describe('sc: supply-chain area', () => {
  it('logs in with an SMS code without a token and keeps the token with its expiry', async () => {
    const { client, session } = setup();
    const answer = await client.sc.scLogin({ code: '1234', phone: '13800138000', userId: 1001 });
    session.setScToken(answer.token, answer.expires);
    expect(session.getScToken()).toBe(answer.token);
  });

  it('sends the supply-chain token and reads a page list with its total', async () => {
    const { client, session } = setup();
    const answer = await client.sc.scLogin({ code: '1234', phone: '13800138003' });
    expect(answer.expires).toBeGreaterThan(Date.now());
    session.setScToken(answer.token, answer.expires);
    const charts = await client.sc.listCharts({ key: 'SiC', page: 1, limit: 18, type: 1, open: 1 });
    expect(charts.data.length).toBeGreaterThan(0);
    expect(charts.total).toBeGreaterThanOrEqual(charts.data.length);
  });

  it('code 401 (unauthorized scenario): three calls failing together clear the token and notify once', async () => {
    const { client, session, onUnauthorized } = setup();
    session.setToken('portal-token');
    session.setScToken('sc-token', Date.now() + 3_600_000);
    const prefer = { headers: { Prefer: 'example=unauthorized' } };
    const results = await Promise.allSettled([
      client.sc.listMyClients({ phone: '13800138000' }, prefer),
      client.sc.listCharts({ page: 1, limit: 18, type: 1, open: 1 }, prefer),
      client.crm.listServiceProjects({ phone: '13800138000', type: 1 }, prefer),
    ]);
    for (const r of results) expect(r.status === 'rejected' && (r.reason as ApiError).kind).toBe('unauthorized');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(session.getScToken()).toBeNull();
    expect(session.getToken()).toBe('portal-token');
  });

  it('HTTP 401 (Prefer: code=401) is unauthorized too; without a token Prism answers 401 as well', async () => {
    const { client, session, onUnauthorized } = setup();
    session.setScToken('sc-token', Date.now() + 3_600_000);
    const error = await failure(client.sc.listMyClients({ phone: '13800138000' }, { headers: { Prefer: 'code=401' } }));
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401, operationId: 'listMyClients' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    const again = await failure(client.sc.listMyClients({ phone: '13800138000' }));
    expect(again.kind).toBe('unauthorized');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('crm: download', () => {
  it('downloads the spreadsheet with its Chinese file name', async () => {
    const { client, session } = setup();
    const answer = await client.sc.scLogin({ code: '1234', phone: '13800138003' });
    session.setScToken(answer.token, answer.expires);
    const projects = await client.crm.listServiceProjects({ phone: '13800138003', type: 1 });
    const { blob, fileName } = await client.crm.downloadReport({ id: projects.datas[0]!.issues[0]!.id });
    expect(fileName).toMatch(/^\S+-服务报告\.xlsx$/);
    expect(blob.size).toBeGreaterThan(0);
    expect(blob.type).toContain('spreadsheetml');
  });

  it('a JSON answer instead of the file becomes an ApiError', async () => {
    const { client, session } = setup();
    session.setScToken('sc-token', Date.now() + 3_600_000);
    const error = await failure(
      client.crm.downloadReport({ id: 1 }, { headers: { Prefer: 'example=notFound', Accept: 'application/json' } }),
    );
    expect(error).toMatchObject({ kind: 'envelope', code: 404, msg: '服务项目不存在', operationId: 'downloadReport' });
  });
});
