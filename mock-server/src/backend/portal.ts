// The portal's content: page lists, date-cursor lists, details, profiles, search and the
// cooperation form. Lists are real slices of the sample world and end.
import { requireSession } from './accounts.ts';
import type { State, Topic } from './state.ts';
import { Fail, type Context, type Handlers } from './types.ts';

/** The items strictly older than the cursor, newest first, at most `limit`. */
export function olderThan<T extends { date: string }>(items: readonly T[], cursor: string, limit: number): T[] {
  return items.filter((x) => x.date < cursor).sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0)).slice(0, limit);
}

/** One page (1-based) of a list. */
export function pageOf<T>(items: readonly T[], page: number, size: number): T[] {
  return items.slice((page - 1) * size, page * size);
}

export const pagesOf = (total: number, size: number) => Math.ceil(total / size);

const has = (text: string | undefined, key: string) => !!text && text.toLowerCase().includes(key.toLowerCase());

/** The topics of the world as lists show them, with the answers written in this session. */
function topics(ctx: Context): Topic[] {
  const answers = ctx.read().answers;
  const seed = ctx.world.seed.catalog.topics;
  return answers.length ? [...answers, ...seed] : seed;
}

/** The answered invitations: they are Q&A topics of the site too. */
function answeredOf(state: State) {
  return state.invites.filter((i) => i.topic.state === 1).map((i) => i.topic);
}

function matches(t: Topic, key: string) {
  return (
    has(t.article?.title, key) ||
    has(t.answer?.title, key) ||
    has(t.article?.shortContent, key) ||
    (t.labels ?? []).some((l) => has(l, key)) ||
    (t.article?.tags ?? []).some((l) => has(l, key)) ||
    has(t.user.name, key) ||
    has(t.answer?.huidaUser?.name, key)
  );
}

/** Files as search results (type 7 topics), dated by their event. */
function fileTopics(ctx: Context): Topic[] {
  const c = ctx.world.seed.catalog;
  return c.fileGroups.flatMap((g) =>
    g.files.map((f, i) => ({
      id: f.id,
      type: 7 as const,
      date: `${g.smsTime} ${String(9 + i).padStart(2, '0')}:00:00`,
      timeToShow: g.smsTime,
      readNum: 120 + ((f.id * 37) % 900),
      labels: [f.name.replace(/技术进展与市场展望$/, '')],
      state: 1 as const,
      hidden: 0 as const,
      user: c.summary(c.experts.find((u) => u.name === f.speaker) ?? c.experts[0]!),
      document: { logo: f.logo, title: `${g.productName}｜${f.name}`, author: f.speaker, desc: f.company },
    })),
  );
}

export const portalHandlers: Handlers = {
  listDiscerns: (input, ctx) => {
    const all = ctx.world.seed.catalog.discerns;
    return { list: pageOf(all, input.pageindex, input.pagesize), totalPageNum: pagesOf(all.length, input.pagesize) };
  },
  listDiscernsByCursor: (input, ctx) => {
    const all = ctx.world.seed.catalog.discerns;
    if (input.loadtype === 2) return { list: all.filter((d) => d.date > input.date).slice(-input.limit).reverse() };
    return { list: olderThan(all, input.date, input.limit) };
  },
  getDiscern: (input, ctx) => ctx.world.seed.catalog.discerns.find((d) => d.id === input.id) ?? new Fail(404, '数据不存在'),
  listTopics: (input, ctx) => {
    const all = topics(ctx);
    if (input.cate === 3) {
      const hot = [...all].sort((a, b) => b.readNum - a.readNum).slice(0, 20);
      return { topics: hot, total: hot.length };
    }
    const list = input.cate === 2 ? all.filter((t) => t.type === 3) : all.filter((t) => t.type === 1);
    return { topics: pageOf(list, input.page, input.limit), total: list.length };
  },
  listTopicsPage: (input, ctx) => {
    const all = topics(ctx);
    if (input.cate === '每日热榜') return [...all].sort((a, b) => b.readNum - a.readNum).slice(0, 20);
    const limit = input.limit ?? 30;
    return { data: pageOf(all, input.pageNum, limit), count: all.length, pageNum: pagesOf(all.length, limit) };
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
    const own = [...topics(ctx), ...answeredOf(ctx.read())].filter((t) => t.user.id === input.uid || t.answer?.huidaUser?.id === input.uid);
    const list = input.type === 2 ? own.filter((t) => t.readNum >= 10000) : own;
    return olderThan(list, input.date, input.limit);
  },
  listCompanyTopics: (input, ctx) => {
    const org = ctx.world.seed.catalog.experts.find((u) => u.id === input.uid);
    if (!org) return [];
    const list = topics(ctx).filter((t) => t.user.id === org.id || t.companyIds?.includes(org.companyId) || t.user.company === org.company);
    return olderThan(input.type === 2 ? list.filter((t) => t.readNum >= 10000) : list, input.date, input.limit);
  },
  listCommunityTopics: (input, ctx) => {
    const community = ctx.world.seed.catalog.communities.find((c) => c.id === input.cid);
    const key = community?.keyword ?? '';
    const list = topics(ctx).filter((t) => !key || matches(t, key) || has(t.answer?.wentiTitle, key));
    return olderThan(input.type === 2 ? list.filter((t) => t.readNum >= 10000) : list, input.date, input.limit);
  },
  listCommunityUsers: (input, ctx) => {
    const community = ctx.world.seed.catalog.communities.find((c) => c.id === input.cid);
    const key = community?.keyword ?? '';
    const authors = new Map<number, Topic['user']>();
    for (const t of topics(ctx)) if (!key || matches(t, key)) authors.set(t.user.id, t.user);
    return [...authors.values()].slice(0, input.limit);
  },
  listCompaniesByIds: (input, ctx) => {
    const ids = new Set(input.ids.split(',').map(Number));
    return ctx.world.seed.catalog.companies.filter((c) => ids.has(c.id));
  },
  listExperts: (input, ctx) => ctx.world.seed.catalog.experts.filter((u) => !u.isJigou).map(ctx.world.seed.catalog.summary).slice(0, input.limit),
  search: (input, ctx) => {
    const key = input.key.trim();
    const list = input.type === 2 ? fileTopics(ctx).filter((t) => matches(t, key) || has(t.document?.title, key) || has(t.document?.author, key)) : topics(ctx).filter((t) => matches(t, key));
    return olderThan(list, input.date, input.limit);
  },
  searchTag: (input, ctx) => {
    const limit = input.limit ?? 20;
    const found = topics(ctx).filter((t) => (t.labels ?? []).some((l) => has(l, input.key)) || (t.article?.tags ?? []).some((l) => has(l, input.key)));
    const users = new Map<number, Topic['user']>();
    for (const t of found) users.set(t.user.id, t.user);
    return { users: [...users.values()].slice(0, limit), topics: found.slice(0, limit) };
  },
  submitCooperation: (input, ctx) => {
    const session = requireSession(ctx);
    if (session instanceof Fail) return session;
    ctx.write().cooperation.push({ ...input, at: new Date().toISOString() });
    ctx.log(`入驻申请 ${input.name}（${input.company}）`);
    return null;
  },
};
