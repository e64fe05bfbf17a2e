// CRM service projects (tag `crm`): projects by tab with consistent counts, item details, records
// saved and read back, creator-only deletes and screenshots, and the service report as a real
// .xlsx. Every call needs a valid supply-chain token.
import { nowDateTime } from './clock.ts';
import { withSc } from './guards.ts';
import type { ItemRecord, Session, State } from './state.ts';
import { Fail, Raw, type Handlers } from './types.ts';
import { xlsx } from './xlsx.ts';

type Binding = Extract<ItemRecord['records'][number], { type: 3 | 4 }>;
/** The three forms of crm/save (the generated type spreads the description form's alternatives). */
type SaveForm =
  | { type: 1; itemId: number; desc?: string; images?: string[] }
  | { type: 2; itemId: number; adId: number; adUrl: string }
  | { type: 3 | 4; itemId: number; id: number | null; companyName: string; serviceType: Binding['serviceType'] | ''; wecat: NonNullable<Binding['wechat']>; start: string; end: string };

const TAB = { 1: 'doing', 2: 'passed', 3: 'completed' } as const;
const notCreator = (what: string) => new Fail(1, `只有记录的创建者可以${what}`);

function detail(item: ItemRecord) {
  return {
    id: item.issue.id,
    name: item.issue.name,
    type: item.issue.type,
    projectCode: item.projectCode,
    companyName: item.companySn,
    executor: item.issue.executor,
    executorPhone: item.issue.executorPhone,
    issues: item.records,
  };
}

/** Keeps the item's summary (records, reads, recorded) in step with its records. */
function refresh(item: ItemRecord) {
  const { issue, records } = item;
  issue.recorded = records.length > 0 ? 1 : 0;
  issue.records = records.map((r) =>
    r.type === 1 ? { id: r.id, num: 0, images: r.images ?? [] } : r.type === 2 ? { id: r.id, num: 0, images: r.screenshot ? [r.screenshot] : [] } : { id: r.id, num: r.articleTotalReadNum },
  );
  const bindings = records.filter((r): r is Binding => r.type === 3 || r.type === 4);
  if (bindings.length) {
    const nums = bindings.flatMap((b) => b.records.map((a) => a.num));
    const total = nums.reduce((a, b) => a + b, 0);
    const read = nums.filter((n) => n > 0).length;
    Object.assign(issue, {
      companyName: bindings[0]!.companyName,
      ...(bindings[0]!.wechat ? { wechat: bindings[0]!.wechat } : {}),
      start: bindings[0]!.start,
      end: bindings[bindings.length - 1]!.end,
      articleNum: bindings.reduce((n, b) => n + b.articleNum, 0),
      articleTotalReadNum: total,
      articleAvgReadNum: read ? Math.floor(total / read) : 0,
    });
  }
}

function findRecord(state: State, id: number) {
  for (const item of Object.values(state.items)) {
    const record = item.records.find((r) => r.id === id);
    if (record) return { item, record };
  }
  return null;
}

const creator = (sc: Session) => ({ createUser: sc.account.user.name, createUserPhone: sc.account.phone });

export const crmHandlers: Handlers<'crm'> = {
  listServiceProjects: withSc((input, ctx) => {
    const { projects } = ctx.read();
    const count = (s: string) => projects.filter((p) => p.status === s).length;
    const mine = (executorPhone: string) => executorPhone.split(',').includes(input.phone);
    const datas = projects
      .filter((p) => p.status === TAB[input.type])
      .map(({ project }) => ({ ...project, my: project.issues.filter((i) => mine(i.executorPhone)), other: project.issues.filter((i) => !mine(i.executorPhone)) }));
    return { doing: count('doing'), passed: count('passed'), completed: count('completed'), datas };
  }),
  getServiceItem: withSc((input, ctx) => {
    const item = ctx.read().items[input.id];
    return item ? detail(item) : new Fail(404, '服务项目不存在');
  }),
  getCrmRecordDetail: withSc((input, ctx) => {
    const item = ctx.read().items[input.serviceId];
    return item ? detail(item) : new Fail(404, '服务项目不存在');
  }),
  saveServiceRecord: withSc((body, ctx, sc) => {
    const input = body as SaveForm;
    const state = ctx.write();
    const item = state.items[input.itemId];
    if (!item) return new Fail(404, '服务项目不存在');
    if (input.type !== item.issue.type && !(input.type >= 3 && item.issue.type >= 3)) return new Fail(1, '记录类型与服务项目不符');
    const by = creator(sc);
    if (input.type === 1) {
      if (!input.desc?.trim() && !input.images?.length) return new Fail(1, '添加描述或者图片');
      item.records.push({ id: state.nextId++, type: 1, desc: input.desc ?? '', images: input.images ?? [], ...by, date: nowDateTime() });
    } else if (input.type === 2) {
      item.records.push({ id: state.nextId++, type: 2, adId: input.adId, adUrl: input.adUrl, screenshot: null, records: [], ...by, date: nowDateTime() });
    } else {
      if (!input.companyName || !input.start || !input.end) return new Fail(1, '填写公司简称、时间信息');
      const fields = {
        type: input.type,
        companyName: input.companyName,
        wechat: input.wecat,
        ...(input.type === 4 && input.serviceType ? { serviceType: input.serviceType } : {}),
        start: input.start,
        end: input.end,
      };
      // id names the binding to change; null adds one.
      if (input.id !== null) {
        const existing = item.records.find((r): r is Binding => r.id === input.id && (r.type === 3 || r.type === 4));
        if (!existing) return new Fail(404, '记录不存在');
        if (existing.createUserPhone !== sc.account.phone) return notCreator('修改');
        Object.assign(existing, fields);
      } else {
        item.records.push({ id: state.nextId++, ...fields, articleNum: 0, articleTotalReadNum: 0, articleAvgReadNum: 0, records: [], ...by });
      }
    }
    refresh(item);
    return null;
  }),
  saveScreenshot: withSc((input, ctx, sc) => {
    const found = findRecord(ctx.write(), input.id);
    if (!found || found.record.type !== 2) return new Fail(404, '记录不存在');
    if (found.record.createUserPhone !== sc.account.phone) return notCreator('上传截图');
    found.record.screenshot = input.url;
    refresh(found.item);
    return null;
  }),
  deleteServiceRecord: withSc((input, ctx, sc) => {
    const found = findRecord(ctx.write(), input.id);
    if (!found) return new Fail(404, '记录不存在');
    if (found.record.createUserPhone !== sc.account.phone) return notCreator('删除');
    found.item.records.splice(found.item.records.indexOf(found.record), 1);
    refresh(found.item);
    return null;
  }),
  deleteRecordImage: withSc((input, ctx, sc) => {
    const found = findRecord(ctx.write(), input.id);
    if (!found) return new Fail(404, '记录不存在');
    const { record } = found;
    if (record.createUserPhone !== sc.account.phone) return notCreator('删除');
    if (record.type === 1 && record.images?.includes(input.url)) record.images = record.images.filter((u) => u !== input.url);
    else if (record.type === 2 && record.screenshot === input.url) record.screenshot = null;
    else return new Fail(404, '图片不存在');
    refresh(found.item);
    return null;
  }),
  downloadReport: withSc((input, ctx) => {
    const item = ctx.read().items[input.id];
    if (!item) return new Fail(404, '服务项目不存在');
    const rows: (string | number)[][] = [
      ['合同编号', item.projectCode],
      ['客户', item.companyName],
      ['服务项目', item.issue.name],
      ['进度', `${item.issue.completed}/${item.issue.total}`],
      ['执行人', item.issue.executor.join('、')],
      [],
      ['记录', '类型', '内容', '阅读/展示', '创建人', '日期'],
      ...item.records.map((r): (string | number)[] =>
        r.type === 1
          ? [r.id, '描述', r.desc ?? '', 0, r.createUser, r.date]
          : r.type === 2
            ? [r.id, '广告', r.records.map((p) => p.placeStr).join('；'), r.records.reduce((n, p) => n + p.showNum, 0), r.createUser ?? '', r.date ?? '']
            : [r.id, r.type === 3 ? '公众号广告' : '公众号文章', `${r.companyName} ${r.start}—${r.end}`, r.articleTotalReadNum, r.createUser ?? '', r.end],
      ),
    ];
    const name = `${item.companySn}-服务报告.xlsx`;
    return new Raw(200, {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
    }, xlsx('服务报告', rows));
  }),
};
