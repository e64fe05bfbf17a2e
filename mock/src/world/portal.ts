// The portal (tag `portal`): discerns, topics and their comments, specials, profiles and their
// feeds, communities, companies, experts and the cooperation form. Lists are real slices of the
// sample world and end.
import { nowIso } from './clock.ts';
import { withSession } from './guards.ts';
import { contains, mostRead, newerThan, olderThan, pageOf, pagesOf, topicMatches, topicsOf } from './lists.ts';
import type { State, Topic } from './state.ts';
import { Fail, type Handlers } from './types.ts';

/** The answered invitations: they are Q&A topics of the site too. */
function answeredOf(state: State) {
  return state.invites.filter((i) => i.topic.state === 1).map((i) => i.topic);
}

/** A feed's tab: type 2 shows the popular topics (10 000 reads and more), any other all of them. */
const ofTab = (list: Topic[], type: number | undefined) => (type === 2 ? list.filter((t) => t.readNum >= 10000) : list);

export const portalHandlers: Handlers<'portal'> = {
  listDiscerns: (input, ctx) => {
    const all = ctx.world.seed.catalog.discerns;
    return { list: pageOf(all, input.pageindex, input.pagesize), totalPageNum: pagesOf(all.length, input.pagesize) };
  },
  listDiscernsByCursor: (input, ctx) => {
    const all = ctx.world.seed.catalog.discerns;
    if (input.loadtype === 2) return { list: newerThan(all, input.date, input.limit) };
    return { list: olderThan(all, input.date, input.limit) };
  },
  getDiscern: (input, ctx) => ctx.world.seed.catalog.discerns.find((d) => d.id === input.id) ?? new Fail(404, '数据不存在'),
  listTopics: (input, ctx) => {
    const all = topicsOf(ctx);
    if (input.cate === 3) {
      const hot = mostRead(all, 20);
      return { topics: hot, total: hot.length };
    }
    const list = input.cate === 2 ? all.filter((t) => t.type === 3) : all.filter((t) => t.type === 1);
    return { topics: pageOf(list, input.page, input.limit), total: list.length };
  },
  listSpecials: (input, ctx) => olderThan(ctx.world.seed.catalog.specials, input.date, input.limit),
  getSpecial: (input, ctx) => ctx.world.seed.catalog.specials.find((s) => s.id === input.id) ?? new Fail(404, '专题不存在'),
  getTopic: (input, ctx) => {
    const own = ctx.read().answers.find((t) => t.id === input.id) ?? ctx.read().invites.find((i) => i.topic.id === input.id)?.topic;
    return own ?? ctx.world.seed.catalog.full.find((t) => t.id === input.id) ?? new Fail(404, '内容不存在');
  },
  listComments: (input, ctx) => {
    const all = ctx.world.seed.catalog.comments;
    // Each topic has its own share of the comments: from none to all 40.
    const n = (input.id * 7) % 41;
    return olderThan(all.slice(0, n), input.date, input.limit);
  },
  getUser: (input, ctx) => {
    const c = ctx.world.seed.catalog;
    const expert = c.experts.find((u) => u.id === input.id);
    if (expert) return c.profile(expert);
    const account = ctx.world.seed.accounts.find((a) => a.user.id === input.id);
    if (!account) return new Fail(404, '用户不存在');
    return { ...account.profile, topicNum: 0, readNum: 0, auths: [], isJigou: 0, memberId: account.user.memberId ?? null, ...(account.phone ? { account: account.phone } : {}) };
  },
  listUserTopics: (input, ctx) => {
    const own = [...topicsOf(ctx), ...answeredOf(ctx.read())].filter((t) => t.user.id === input.uid || t.answer?.huidaUser?.id === input.uid);
    return olderThan(ofTab(own, input.type), input.date, input.limit);
  },
  listCompanyTopics: (input, ctx) => {
    const org = ctx.world.seed.catalog.experts.find((u) => u.id === input.uid);
    if (!org) return [];
    const list = topicsOf(ctx).filter((t) => t.user.id === org.id || t.companyIds?.includes(org.companyId) || t.user.company === org.company);
    return olderThan(ofTab(list, input.type), input.date, input.limit);
  },
  listCommunityTopics: (input, ctx) => {
    const community = ctx.world.seed.catalog.communities.find((c) => c.id === input.cid);
    const key = community?.keyword ?? '';
    const list = topicsOf(ctx).filter((t) => !key || topicMatches(t, key) || contains(t.answer?.wentiTitle, key));
    return olderThan(ofTab(list, input.type), input.date, input.limit);
  },
  listCommunityUsers: (input, ctx) => {
    const community = ctx.world.seed.catalog.communities.find((c) => c.id === input.cid);
    const key = community?.keyword ?? '';
    const authors = new Map<number, Topic['user']>();
    for (const t of topicsOf(ctx)) if (!key || topicMatches(t, key)) authors.set(t.user.id, t.user);
    return [...authors.values()].slice(0, input.limit);
  },
  listCompaniesByIds: (input, ctx) => {
    const ids = new Set(input.ids.split(',').map(Number));
    return ctx.world.seed.catalog.companies.filter((c) => ids.has(c.id));
  },
  listExperts: (input, ctx) => ctx.world.seed.catalog.experts.filter((u) => !u.isJigou).map(ctx.world.seed.catalog.summary).slice(0, input.limit),
  submitCooperation: withSession((input, ctx) => {
    ctx.write().cooperation.push({ ...input, at: nowIso() });
    ctx.log(`入驻申请 ${input.name}（${input.company}）`);
    return null;
  }),
};
