// The supply chain (tag `sc`): its sign-in and token, reports, clients (the factsheet update
// persists), notices by tag and charts by keyword that page to the end, the company search and
// my articles. Every call but the sign-in needs a valid supply-chain token.
import { nowDateTime } from './clock.ts';
import { codeMatches, isScMember, withSc, wrongCode } from './guards.ts';
import { contains, pageOf } from './lists.ts';
import { findAccount, newSession } from './sessions.ts';
import type { Account } from './state.ts';
import { Fail, type Context, type Handlers } from './types.ts';

const data = (ctx: Context) => ctx.world.seed.catalog;
const notScMember = () => new Fail(1, '该账号未开通供应链权限');

function scToken(ctx: Context, account: Account) {
  const s = newSession(ctx, 'sc', account);
  return {
    token: s.token,
    expires: s.expires,
    user: { ...account.user, scRoles: account.scRoles as ('service' | 'article' | 'customer' | 'report')[] },
    ...(account.isMember ? { member: { memberEndTime: '2026-12-31' } } : {}),
    isMember: account.isMember,
  };
}

export const scHandlers: Handlers<'sc'> = {
  scLogin: (input, ctx) => {
    if (!codeMatches(ctx.world, input.phone, input.code)) return wrongCode();
    const account = findAccount(ctx.world, input.phone);
    if (!isScMember(account)) return notScMember();
    return scToken(ctx, account);
  },
  getScToken: (input, ctx) => {
    const account = findAccount(ctx.world, input.phone);
    if (!isScMember(account) || account.user.id !== input.userId) return notScMember();
    return scToken(ctx, account);
  },
  listMyReports: withSc((_input, ctx) => ({ wps: data(ctx).wps, reports: data(ctx).reports })),
  // The customer tab shows the first twelve clients.
  listMyClients: withSc((_input, ctx) => ctx.read().clients.slice(0, 12)),
  getClient: withSc((input, ctx) => ctx.read().clients.find((c) => c.id === input.id) ?? new Fail(404, '客户不存在')),
  updateClient: withSc((input, ctx) => {
    const client = ctx.write().clients.find((c) => c.id === input.id);
    if (!client) return new Fail(404, '客户不存在');
    Object.assign(client, input, { editTime: nowDateTime() });
    return null;
  }),
  listNotices: withSc((input, ctx) => {
    const all = data(ctx).notices.filter((n) => !input.tag || input.tag === '全部' || n.tag === input.tag);
    return { data: pageOf(all, input.page, input.limit) };
  }),
  listCharts: withSc((input, ctx) => {
    const key = input.key?.trim() ?? '';
    const all = data(ctx).charts.filter((c) => !key || contains(c.title, key) || contains(c.desc, key) || contains(c.srcTitle, key));
    return { total: all.length, data: pageOf(all, input.page, input.limit) };
  }),
  searchCompanies: withSc((input, ctx) => {
    const companies = data(ctx).companies;
    return data(ctx).options.filter((o) => contains(o.name, input.key) || contains(companies.find((c) => c.id === o.id)?.name, input.key));
  }),
  listMyArticles: withSc((input, ctx) => data(ctx).myArticles.filter((m) => m.datas.some((d) => d.author === input.author))),
};
