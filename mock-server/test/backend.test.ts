// The sample backend through the mock's front (front → Prism's validating proxy → backend): lists
// that page and end, sessions, the question state machine, supply-chain writes read back, the
// creator-only rules, isolation of writes, reset, the named scenarios and Prism's guard.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend } from '../src/backend/backend.ts';
import { startMockServer } from '../src/server.mjs';

type Json = Record<string, any>;
let mock: Awaited<ReturnType<typeof startMockServer>>;
beforeAll(async () => {
  mock = await startMockServer({ port: 4320, quiet: true });
}, 90_000);
afterAll(() => mock?.close());

const NOW = '2099-01-01 00:00:00';

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(mock.url + path, {
    method,
    headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text && /json/.test(res.headers.get('content-type') ?? '') ? JSON.parse(text) : text) as Json };
}
const post = (path: string, body: unknown, token?: string) => call('POST', path, body, token ? { authorization: token } : {});
const get = (path: string, token?: string) => call('GET', path, undefined, token ? { authorization: token } : {});

async function login(phone: string) {
  const res = await post('/login/login', { phone, code: '1234', type: 1 });
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.json as { token: string; user: Json };
}
async function scLogin(phone: string) {
  const res = await get(`/openapi/v1/vue/scLogin?phone=${phone}&code=1234`);
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.json.token as string;
}

describe('lists page forward and end', () => {
  it('listDiscerns: three pages of 45, 45 and 30 distinct charts, then nothing', async () => {
    const pages = [];
    for (let page = 1; page <= 4; page++) pages.push((await post('/openapi/v1/vue/discerns', { pageindex: page, pagesize: 45 })).body.json);
    expect(pages.map((p) => p.list.length)).toEqual([45, 45, 30, 0]);
    expect(pages.every((p) => p.totalPageNum === 3)).toBe(true);
    expect(new Set(pages.flatMap((p) => p.list.map((d: Json) => d.id))).size).toBe(120);
  });

  it('listFiles: the total matches the slices and the last page is shorter', async () => {
    const first = (await get('/openapi/v1/vue/files?pageNum=1&limit=20')).body.json;
    const pages = Math.ceil(first.total / 20);
    const last = (await get(`/openapi/v1/vue/files?pageNum=${pages}&limit=20`)).body.json;
    const past = (await get(`/openapi/v1/vue/files?pageNum=${pages + 1}&limit=20`)).body.json;
    expect(first.list).toHaveLength(20);
    expect(last.list.length).toBe(first.total - (pages - 1) * 20);
    expect(past.list).toEqual([]);
  });

  it('listSpecials: 18, 18 and 9 specials strictly older than each cursor, then none', async () => {
    let cursor = NOW;
    const sizes: number[] = [];
    const ids = new Set<number>();
    for (;;) {
      const list = (await post('/openapi/v1/vue/specials', { date: cursor, limit: 18 })).body.json as Json[];
      sizes.push(list.length);
      for (const s of list) {
        expect(s.date < cursor).toBe(true);
        ids.add(s.id);
      }
      if (list.length < 18) break;
      cursor = list.at(-1)!.date;
    }
    expect(sizes).toEqual([18, 18, 9]);
    expect(ids.size).toBe(45);
  });

  it('listCharts: a keyword filters, pages run to the total and end', async () => {
    const token = await scLogin('13800138003');
    const all = (await get('/openapi/v1/vue/sc/chart/list?page=1&limit=100&type=1&open=1', token)).body.json;
    const some = (await get(`/openapi/v1/vue/sc/chart/list?key=${encodeURIComponent('Mini LED')}&page=1&limit=5&type=1&open=1`, token)).body.json;
    expect(some.total).toBeGreaterThan(5);
    expect(some.total).toBeLessThan(all.total);
    const pages = Math.ceil(some.total / 5);
    const last = (await get(`/openapi/v1/vue/sc/chart/list?key=${encodeURIComponent('Mini LED')}&page=${pages}&limit=5&type=1&open=1`, token)).body.json;
    expect(last.data.length).toBe(some.total - (pages - 1) * 5);
    expect(last.data.every((c: Json) => /Mini LED/.test(c.title + c.desc))).toBe(true);
  });

  it('listNotices by tag: only that tag, and the pages end', async () => {
    const token = await scLogin('13800138003');
    const tag = encodeURIComponent('业绩公告');
    const first = (await get(`/openapi/v1/vue/sc/notices?page=1&limit=5&tag=${tag}`, token)).body.json.data as Json[];
    const second = (await get(`/openapi/v1/vue/sc/notices?page=2&limit=5&tag=${tag}`, token)).body.json.data as Json[];
    const third = (await get(`/openapi/v1/vue/sc/notices?page=3&limit=5&tag=${tag}`, token)).body.json.data as Json[];
    expect([...first, ...second].every((n) => n.tag === '业绩公告')).toBe(true);
    expect(first).toHaveLength(5);
    expect(second.length).toBeLessThan(5);
    expect(third).toEqual([]);
  });

  it('search: the keyword filters topics and files; nonsense finds nothing', async () => {
    const topics = (await post('/openapi/v1/vue/search2', { key: 'OLED', type: 1, date: NOW, limit: 50 })).body.json as Json[];
    expect(topics.length).toBeGreaterThan(0);
    expect(topics.every((t) => JSON.stringify([t.article?.title, t.answer?.title, t.labels, t.article?.tags, t.article?.shortContent, t.user.name]).includes('OLED'))).toBe(true);
    const files = (await post('/openapi/v1/vue/search2', { key: 'Micro LED', type: 2, date: NOW, limit: 50 })).body.json as Json[];
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((t) => t.type === 7)).toBe(true);
    expect((await post('/openapi/v1/vue/search2', { key: 'zzqq无此词', type: 1, date: NOW, limit: 20 })).body.json).toEqual([]);
  });
});

describe('accounts', () => {
  it('issues a code into the log, accepts it once, refuses a wrong one, and logout ends the token', async () => {
    await get('/openapi/v1/vue/sendSms?phone=13900139111');
    await expect.poll(() => /验证码 13900139111: (\d{4})/.exec(mock.log())?.[1]).toMatch(/^\d{4}$/);
    const code = /验证码 13900139111: (\d{4})/.exec(mock.log())![1]!;
    const wrong = code === '0000' ? '0001' : '0000';
    expect((await post('/login/login', { phone: '13900139111', code: wrong, type: 1 })).body).toEqual({ code: 1, msg: '验证码错误' });
    const ok = (await post('/login/login', { phone: '13900139111', code, type: 1 })).body.json;
    expect(ok.user.account).toBe('13900139111');
    expect(ok.user.auths).toEqual([]);
    const ask = { title: '请问COB封装的良率？', toUid: 1002, fromUid: ok.user.id };
    expect((await post('/openapi/v1/vue/topics/askQuestion', ask, ok.token)).body.code).toBe(0);
    await call('POST', '/login/logout', undefined, { authorization: ok.token });
    expect((await post('/openapi/v1/vue/topics/askQuestion', ask, ok.token)).body).toEqual({ code: 1, msg: '请先登录' });
  });

  it('knows the personas by phone and e-mail', async () => {
    expect((await login('13800138001')).user).toMatchObject({ id: 1002, auths: [2] });
    const org = (await post('/login/login', { email: 'org@hangjia.example', code: '1234', type: 2 })).body.json.user;
    expect(org.auths).toEqual([4]);
    const nosc = (await post('/login/login', { email: 'nosc@hangjia.example', code: '1234', type: 2 })).body.json.user;
    expect(nosc.account).toBe('');
    expect((await get(`/openapi/v1/vue/scUserCheck?phone=13800138005&userId=2005`)).body).toEqual({ code: 1, msg: '该账号未开通供应链权限' });
    const staff = (await get('/openapi/v1/vue/scUserCheck?phone=13800138003&userId=2003')).body.json;
    expect(staff.user.scRoles).toEqual(['service', 'article']);
    expect(staff.expires).toBeGreaterThan(Date.now());
  });

  it("lists the personas of the API reference's sign-in, each of whom signs in as offered", async () => {
    const personas = (await get('/__mock/personas')).body as unknown as Json[];
    expect(personas.map((p) => [p.key, p.phone, p.supplyChain])).toEqual([
      ['sample', '13800138000', true],
      ['expert', '13800138001', false],
      ['organisation', '13800138002', false],
      ['staff', '13800138003', true],
      ['customer', '13800138004', true],
      ['nosc', '13800138005', false],
      ['attendee', '13800138006', false],
    ]);
    for (const persona of personas) {
      expect((await login(persona.phone)).user.id).toBe(persona.userId);
      const sc = (await get(`/openapi/v1/vue/scLogin?phone=${persona.phone}&code=1234`)).body;
      expect(sc.code === 0, `${persona.key}: ${JSON.stringify(sc)}`).toBe(persona.supplyChain);
    }
  });

  it('event sign-in: only the attendee of that event; a file token of another event answers code 2', async () => {
    expect((await post('/login/signinPhoneOrEmail', { account: '13800138006', eventId: 1104, channel: 1 })).body).toEqual({ code: 1, msg: '登录失败,您没有报名此活动' });
    const signed = (await post('/login/signinPhoneOrEmail', { account: '13800138006', eventId: 1103, channel: 1 })).body;
    expect(signed.code).toBe(0);
    const fileOfEvent = (await post('/login/getEventFile', { token: signed.msg, fileId: 1301 })).body;
    expect(fileOfEvent.json).toMatchObject({ id: 1301, eventId: 1103 });
    const otherEvent = (await get('/events/m/fileEventId/1311')).body.json.eventid;
    expect(otherEvent).not.toBe(1103);
    expect((await post('/login/getEventFile', { token: signed.msg, fileId: 1311 })).body.code).toBe(2);
  });

  it('WeChat QR: the scan page returns to the site with a code the callback accepts once', async () => {
    const qr = (await get('/openapi/v1/vue/wxQrCode?industry=display')).body.json;
    expect(qr.url).toBe(`${mock.url}/__mock/wx-scan?state=${qr.state}`);
    const page = await fetch(`${qr.url}&redirect_uri=${encodeURIComponent('http://127.0.0.1:5173/blank')}`).then((r) => r.text());
    const href = /href="([^"]*13800138001[^"]*)"/.exec(page)![1]!.replace(/&#38;/g, '&');
    const back = new URL(href);
    expect(back.origin + back.pathname).toBe('http://127.0.0.1:5173/blank');
    const query = `code=${back.searchParams.get('code')}&state=${back.searchParams.get('state')}&industry=display`;
    const user = (await get(`/openapi/v1/vue/wxLogin?${query}`)).body.json;
    expect(user.user.id).toBe(1002);
    expect(user.token).toMatch(/^session-/);
    expect((await get(`/openapi/v1/vue/wxLogin?${query}`)).body).toEqual({ code: 1, msg: '登录失败' });
  });
});

describe('questions', () => {
  it('ask → 待回答, answer → 已回答 with an answer topic, give up → 已放弃; the counts follow', async () => {
    const { token, user } = await login('13800138001');
    const counts = async () => (await get(`/openapi/v1/vue/messageInfo?type=3&id=${user.id}`, token)).body.json;
    const list = async (type: number) => {
      const all: Json[] = [];
      let cursor = NOW;
      for (;;) {
        const page = (await post('/openapi/v1/vue/questions', { type, date: cursor, limit: 20, id: user.id }, token)).body.json as Json[];
        all.push(...page);
        if (page.length < 20) return all;
        cursor = page.at(-1)!.date;
      }
    };
    const before = await counts();
    expect(before).toEqual({ waitAnswer: (await list(2)).length, answered: (await list(1)).length, delAnswer: (await list(0)).length });
    expect(before.waitAnswer).toBeGreaterThan(20);

    await post('/openapi/v1/vue/topics/askQuestion', { title: '车载Mini LED的可靠性怎么验证？', toUid: user.id, fromUid: user.id }, token);
    const asked = (await list(2))[0]!;
    expect(asked.answer.title).toBe('车载Mini LED的可靠性怎么验证？');
    expect(await counts()).toEqual({ ...before, waitAnswer: before.waitAnswer + 1 });

    await post('/openapi/v1/vue/topics/answer', { id: asked.id, text: '看AEC-Q102和高温高湿老化数据。', uid: user.id }, token);
    expect(await counts()).toEqual({ ...before, answered: before.answered + 1 });
    expect((await list(1))[0]).toMatchObject({ id: asked.id, state: 1 });
    const topic = (await get(`/openapi/v1/vue/topic/${asked.id}`, token)).body.json;
    expect(topic.answer.huidaContent).toBe('看AEC-Q102和高温高湿老化数据。');
    const feed = (await post('/openapi/v1/vue/user/topics', { uid: user.id, type: 1, date: NOW, limit: 20 }, token)).body.json as Json[];
    expect(feed.map((t) => t.id)).toContain(asked.id);

    const next = (await list(2))[0]!;
    await post('/openapi/v1/vue/topics/update', { id: next.id, field: 'state', val: 0 }, token);
    expect(await counts()).toEqual({ waitAnswer: before.waitAnswer - 1, answered: before.answered + 1, delAnswer: before.delAnswer + 1 });
    expect((await list(0)).map((t) => t.id)).toContain(next.id);
  });

  it('a question given up (已放弃, state 0) can still be answered: → 已回答 with an answer topic, the counts follow; not twice', async () => {
    const { token, user } = await login('13800138001');
    const counts = async () => (await get(`/openapi/v1/vue/messageInfo?type=3&id=${user.id}`, token)).body.json;
    const list = async (type: number) => (await post('/openapi/v1/vue/questions', { type, date: NOW, limit: 20, id: user.id }, token)).body.json as Json[];
    const before = await counts();
    const given = (await list(0))[0]!;
    expect(given.state).toBe(0);

    const answer = () => post('/openapi/v1/vue/topics/answer', { id: given.id, text: '放弃后仍可作答：看驱动IC的供货。', uid: user.id }, token);
    expect((await answer()).body).toMatchObject({ code: 0 });
    expect(await counts()).toEqual({ ...before, answered: before.answered + 1, delAnswer: before.delAnswer - 1 });
    expect((await list(0)).map((t) => t.id)).not.toContain(given.id);
    expect((await list(1))[0]).toMatchObject({ id: given.id, state: 1 });
    const topic = (await get(`/openapi/v1/vue/topic/${given.id}`, token)).body.json;
    expect(topic.answer.huidaContent).toBe('放弃后仍可作答：看驱动IC的供货。');
    const feed = (await post('/openapi/v1/vue/user/topics', { uid: user.id, type: 1, date: NOW, limit: 20 }, token)).body.json as Json[];
    expect(feed.map((t) => t.id)).toContain(given.id);

    expect((await answer()).body).toMatchObject({ code: 1, msg: '该问题已处理' });
    expect(await counts()).toEqual({ ...before, answered: before.answered + 1, delAnswer: before.delAnswer - 1 });
  });

  it('uploads a PNG and serves it back; refuses other types', async () => {
    const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) => c.charCodeAt(0));
    const upload = async (bytes: Uint8Array, type: string, name: string) => {
      const form = new FormData();
      form.set('image', new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);
      return (await fetch(`${mock.url}/openapi/v1/vue/uploadImg`, { method: 'POST', body: form })).json();
    };
    const ok = await upload(png, 'image/png', 'pixel.png');
    expect(ok.code).toBe(0);
    const served = await fetch(ok.json.url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
    expect(await upload(new TextEncoder().encode('GIF89a....'), 'image/png', 'fake.png')).toEqual({ code: 1, msg: '上传图片只能是 JPG/PNG 格式!' });
  });
});

describe('supply chain', () => {
  it('services by tab: counts match the lists; own items split by the phone', async () => {
    const token = await scLogin('13800138003');
    const tabs = await Promise.all([1, 2, 3].map(async (type) => (await get(`/openapi/v1/vue/crm/services?phone=13800138003&type=${type}`, token)).body.json));
    for (const tab of tabs) expect([tab.doing, tab.passed, tab.completed]).toEqual(tabs.map((t) => t.datas.length));
    for (const p of tabs.flatMap((t) => t.datas)) {
      expect(p.my.every((i: Json) => i.executorPhone.split(',').includes('13800138003'))).toBe(true);
      expect(p.my.length + p.other.length).toBe(p.issues.length);
    }
    expect(tabs.flatMap((t) => t.datas).some((p) => p.my.length > 0)).toBe(true);
  });

  it('crm/save of types 1 to 4 shows in crm/item/{id}; only the creator deletes or uploads a screenshot', async () => {
    const staff = await scLogin('13800138003');
    const projects = (await get('/openapi/v1/vue/crm/services?phone=13800138003&type=1', staff)).body.json.datas as Json[];
    const items = projects.flatMap((p) => p.issues) as Json[];
    const ofType = (t: number) => items.find((i) => i.type === t)!;
    const detail = async (id: number, token = staff) => (await get(`/openapi/v1/vue/crm/item/${id}`, token)).body.json;
    const save = (body: Json, token = staff) => post('/openapi/v1/vue/crm/save', { phone: '13800138003', ...body }, token);

    const d = ofType(1);
    expect((await save({ type: 1, itemId: d.id, desc: '已完成现场演讲安排。' })).body.code).toBe(0);
    const desc = (await detail(d.id)).issues.at(-1);
    expect(desc).toMatchObject({ type: 1, desc: '已完成现场演讲安排。', createUserPhone: '13800138003' });

    const a = ofType(2);
    await save({ type: 2, itemId: a.id, adId: 12001, adUrl: `${mock.url}/assets/sc/ad-12001.svg` });
    const ad = (await detail(a.id)).issues.at(-1);
    expect(ad).toMatchObject({ type: 2, adId: 12001, screenshot: null });
    await post('/openapi/v1/vue/crm/screenshot', { id: ad.id, url: `${mock.url}/assets/sc/ad-12002.svg` }, staff);
    expect((await detail(a.id)).issues.at(-1).screenshot).toBe(`${mock.url}/assets/sc/ad-12002.svg`);

    for (const type of [3, 4]) {
      const item = items.find((i) => i.type === type) ?? ofType(4);
      const binding = { id: null, type, itemId: item.id, companyName: '晶芯光电', serviceType: type === 4 ? '软文A类' : '', wecat: 'SiC_GaN', start: '2024-10-01', end: '2024-10-31' };
      expect((await save(binding)).body.code).toBe(0);
      expect((await detail(item.id)).issues.at(-1)).toMatchObject({ type, companyName: '晶芯光电', wechat: 'SiC_GaN', start: '2024-10-01', end: '2024-10-31' });
    }

    // Someone else's record: refused.
    let others: Json | undefined;
    for (const item of items) {
      others = (await detail(item.id)).issues.find((r: Json) => r.createUserPhone && r.createUserPhone !== '13800138003');
      if (others) break;
    }
    expect(others?.createUserPhone).toMatch(/^1\d{10}$/);
    const refused = (await get(`/openapi/v1/vue/crm/item/delete?id=${others!.id}`, staff)).body;
    expect(refused).toEqual({ code: 1, msg: '只有记录的创建者可以删除' });
    // The own description: deleted.
    expect((await get(`/openapi/v1/vue/crm/item/delete?id=${desc.id}`, staff)).body.code).toBe(0);
    expect((await detail(d.id)).issues.map((r: Json) => r.id)).not.toContain(desc.id);
  });

  it("crm/save of a binding takes the document's fields: id null adds, an id changes that binding, wecat '' reads back; a payload without them is refused", async () => {
    const staff = await scLogin('13800138003');
    const projects = (await get('/openapi/v1/vue/crm/services?phone=13800138003&type=1', staff)).body.json.datas as Json[];
    const item = (projects.flatMap((p) => p.issues) as Json[]).find((i) => i.type === 4)!;
    const records = async () => (await get(`/openapi/v1/vue/crm/item/${item.id}`, staff)).body.json.issues as Json[];
    const save = (body: Json) => post('/openapi/v1/vue/crm/save', { phone: '13800138003', type: 4, itemId: item.id, ...body }, staff);
    const form = { companyName: '晶芯光电', serviceType: '其它服务', start: '2024-11-01', end: '2024-11-30' };

    const before = await records();
    expect((await save({ id: null, ...form, wecat: '' })).body.code).toBe(0);
    const added = (await records()).at(-1)!;
    expect(before.map((r) => r.id)).not.toContain(added.id);
    expect(added).toMatchObject({ type: 4, ...form, wechat: '', createUserPhone: '13800138003' });

    expect((await save({ id: added.id, ...form, serviceType: '软文B类', wecat: 'UVLEDV5', end: '2024-12-31' })).body.code).toBe(0);
    const after = await records();
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((r) => r.id === added.id)).toMatchObject({ serviceType: '软文B类', wechat: 'UVLEDV5', end: '2024-12-31' });

    expect((await save({ id: 999999, ...form, wecat: '' })).body).toEqual({ code: 404, msg: '记录不存在' });
    // Prism's validating proxy refuses a binding without id or wecat before the backend sees it.
    for (const missing of ['id', 'wecat', 'serviceType']) {
      const body: Json = { id: null, ...form, wecat: '' };
      delete body[missing];
      expect((await save(body)).status, missing).toBe(422);
    }
    expect(await records()).toHaveLength(before.length + 1);
  });

  it('the client factsheet update persists', async () => {
    const token = await scLogin('13800138003');
    const client = (await get('/openapi/v1/vue/client/3002', token)).body.json;
    await post('/openapi/v1/vue/crm/company/update', { ...client, mainProducts: 'Micro LED直显模组' }, token);
    const again = (await get('/openapi/v1/vue/client/3002', token)).body.json;
    expect(again.mainProducts).toBe('Micro LED直显模组');
    expect(again.editTime > client.editTime).toBe(true);
  });

  it('downloadReport: a real .xlsx with a Chinese file name', async () => {
    const token = await scLogin('13800138003');
    const item = (await get('/openapi/v1/vue/crm/services?phone=13800138003&type=1', token)).body.json.datas[0].issues[0];
    const res = await fetch(`${mock.url}/openapi/v1/vue/crm/downloadReport`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json', accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/json' },
      body: JSON.stringify({ id: item.id }),
    });
    expect(res.status).toBe(200);
    const disposition = decodeURIComponent(res.headers.get('content-disposition')!.split("''")[1]!);
    expect(disposition).toMatch(/服务报告\.xlsx$/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(bytes.includes(Buffer.from('xl/worksheets/sheet1.xml'))).toBe(true);
    expect(bytes.includes(Buffer.from(item.name))).toBe(true);
  });

  it('an unknown or missing supply-chain token gets HTTP 401', async () => {
    expect((await get('/openapi/v1/vue/myClient?phone=13800138003', 'sc-unknown')).status).toBe(401);
    expect((await get('/openapi/v1/vue/myClient?phone=13800138003')).status).toBe(401);
  });
});

describe('writes are kept per session and undone by reset', () => {
  it('another session does not see the writes; reset undoes them', async () => {
    const one = await scLogin('13800138003');
    const two = await scLogin('13800138003');
    const before = (await get('/openapi/v1/vue/client/3003', one)).body.json.majorClient;
    await post('/openapi/v1/vue/crm/company/update', { ...(await get('/openapi/v1/vue/client/3003', one)).body.json, majorClient: '只在会话一' }, one);
    expect((await get('/openapi/v1/vue/client/3003', one)).body.json.majorClient).toBe('只在会话一');
    expect((await get('/openapi/v1/vue/client/3003', two)).body.json.majorClient).toBe(before);
    expect((await call('POST', '/__mock/reset', undefined, { authorization: one })).status).toBe(200);
    expect((await get('/openapi/v1/vue/client/3003', one)).body.json.majorClient).toBe(before);
  });

  it('a browser keeps its writes across sign-ins (the sandbox cookie)', async () => {
    const first = await fetch(`${mock.url}/openapi/v1/vue/specials`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ date: NOW, limit: 1 }) });
    const cookie = first.headers.get('set-cookie')!.split(';')[0]!;
    const as = (phone: string) => call('POST', '/login/login', { phone, code: '1234', type: 1 }, { cookie }).then((r) => r.body.json);
    const visitor = await as('13900139222');
    await call('POST', '/openapi/v1/vue/topics/askQuestion', { title: '访客的问题', toUid: 1002, fromUid: visitor.user.id }, { cookie, authorization: visitor.token });
    const expert = await as('13800138001');
    const waiting = (await call('POST', '/openapi/v1/vue/questions', { type: 2, date: NOW, limit: 20, id: 1002 }, { cookie, authorization: expert.token })).body.json as Json[];
    expect(waiting[0]!.answer.title).toBe('访客的问题');
    const elsewhere = await login('13800138001');
    const fresh = (await post('/openapi/v1/vue/questions', { type: 2, date: NOW, limit: 20, id: 1002 }, elsewhere.token)).body.json as Json[];
    expect(fresh.map((t) => t.answer.title)).not.toContain('访客的问题');
  });
});

describe('named scenarios and the contract guard', () => {
  it('Prefer picks the example even where the backend is stateful', async () => {
    const res = await post('/login/getEventFile', { token: 'x', fileId: 1301 });
    expect(res.body.code).toBe(2);
    const scenario = await call('POST', '/login/login', { phone: '13800138001', code: '1234', type: 1 }, { prefer: 'example=wrongCode' });
    expect(scenario.body).toEqual({ code: 1, msg: '验证码错误' });
    const specials = await call('POST', '/openapi/v1/vue/specials', { date: NOW, limit: 18 }, { prefer: 'example=empty' });
    expect(specials.body.json).toEqual([]);
  });

  it('an operation the world keeps no state for answers its default example, from the backend itself', async () => {
    const direct = await fetch(`http://127.0.0.1:${4320 + 2000}/openapi/v1/vue/hotlabels`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ limit: 11 }) });
    expect(direct.status).toBe(200);
    const through = await post('/openapi/v1/vue/hotlabels', { limit: 11 });
    expect(through.status).toBe(200);
    expect(through.body).toEqual(await direct.json());
    expect(through.body.json).toHaveLength(11);
  });

  describe('a handler that drifts from the contract', () => {
    let server: Server;
    let guarded: Awaited<ReturnType<typeof startMockServer>>;
    beforeAll(async () => {
      const backend = createBackend({
        // The payload of listSpecials is a list of specials, not this object.
        handlers: { listSpecials: () => ({ specials: 'none' }) },
        log: () => {},
      });
      server = createServer(backend.listener);
      await new Promise<void>((resolve) => server.listen(4335, '127.0.0.1', resolve));
      guarded = await startMockServer({ port: 4330, quiet: true, upstream: 'http://127.0.0.1:4335' });
    }, 90_000);
    afterAll(async () => {
      await guarded?.close();
      server?.close();
    });

    it('is caught by Prism: a 500 with the violations', async () => {
      const res = await fetch(`${guarded.url}/openapi/v1/vue/specials`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ date: NOW, limit: 18 }) });
      expect(res.status).toBe(500);
      const problem = await res.json();
      expect(problem.title).toMatch(/violations|not valid/i);
      expect(problem.validation.length).toBeGreaterThan(0);
    });
  });
});
