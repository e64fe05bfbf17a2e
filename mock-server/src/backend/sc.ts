// The supply-chain area: reports, clients (the factsheet update persists), notices by tag and
// charts by keyword that page to the end, the company and ad searches, my articles.
import { requireSc } from './accounts.ts';
import { pageOf } from './portal.ts';
import { nowDateTime } from './clock.ts';
import type { State } from './state.ts';
import { Fail, type Context, type Handlers } from './types.ts';

const has = (text: string | undefined | null, key: string) => !!text && text.toLowerCase().includes(key.toLowerCase());
const data = (ctx: Context) => ctx.world.seed.catalog;
/** Clients of the caller's state; the customer tab shows the first twelve. */
const clients = (state: State) => state.clients;

export const scHandlers: Handlers = {
  listMyReports: (_input, ctx) => {
    const denied = requireSc(ctx);
    if (denied instanceof Fail) return denied;
    return { wps: data(ctx).wps, reports: data(ctx).reports };
  },
  listMyClients: (_input, ctx) => {
    const denied = requireSc(ctx);
    if (denied instanceof Fail) return denied;
    return clients(ctx.read()).slice(0, 12);
  },
  getClient: (input, ctx) => {
    const denied = requireSc(ctx);
    if (denied instanceof Fail) return denied;
    return clients(ctx.read()).find((c) => c.id === input.id) ?? new Fail(404, '客户不存在');
  },
  updateClient: (input, ctx) => {
    const denied = requireSc(ctx);
    if (denied instanceof Fail) return denied;
    const client = clients(ctx.write()).find((c) => c.id === input.id);
    if (!client) return new Fail(404, '客户不存在');
    Object.assign(client, input, { editTime: nowDateTime() });
    return null;
  },
  listNotices: (input, ctx) => {
    const denied = requireSc(ctx);
    if (denied instanceof Fail) return denied;
    const all = data(ctx).notices.filter((n) => !input.tag || input.tag === '全部' || n.tag === input.tag);
    return { data: pageOf(all, input.page, input.limit) };
  },
  listCharts: (input, ctx) => {
    const denied = requireSc(ctx);
    if (denied instanceof Fail) return denied;
    const key = input.key?.trim() ?? '';
    const all = data(ctx).charts.filter((c) => !key || has(c.title, key) || has(c.desc, key) || has(c.srcTitle, key));
    return { total: all.length, data: pageOf(all, input.page, input.limit) };
  },
  searchCompanies: (input, ctx) => {
    const denied = requireSc(ctx);
    if (denied instanceof Fail) return denied;
    const companies = ctx.world.seed.catalog.companies;
    return data(ctx).options.filter((o) => has(o.name, input.key) || has(companies.find((c) => c.id === o.id)?.name, input.key));
  },
  listMyArticles: (input, ctx) => {
    const denied = requireSc(ctx);
    if (denied instanceof Fail) return denied;
    return data(ctx).myArticles.filter((m) => m.datas.some((d) => d.author === input.author));
  },
  searchAds: (input, ctx) => {
    const { scAds } = data(ctx);
    const companies = ctx.world.seed.catalog.companies;
    const segment = (title: string) => companies.find((c) => title.startsWith(c.sn))?.segment ?? '';
    const inIndustry = (title: string) => {
      const seg = segment(title);
      if (!input.industry || input.industry === 'all') return true;
      if (input.industry === 'uv') return /UV/.test(seg);
      if (input.industry === 'semi') return /半导体|SiC|GaN/.test(seg);
      return !/UV|半导体|SiC|GaN/.test(seg);
    };
    const key = input.key?.trim() ?? '';
    const all = scAds.filter((a) => inIndustry(a.title) && (!key || has(a.title, key) || has(a.bak, key)));
    return { items: pageOf(all, input.page, input.limit), total: all.length };
  },
};
