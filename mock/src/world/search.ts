// Search (tag `search`): topics or speaker files by keyword, newest first before a date cursor, and
// the topics and authors of a tag.
import { contains, olderThan, topicMatches, topicsOf } from './lists.ts';
import type { Topic } from './state.ts';
import type { Context, Handlers } from './types.ts';

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

export const searchHandlers: Handlers<'search'> = {
  search: (input, ctx) => {
    const key = input.key.trim();
    const list =
      input.type === 2
        ? fileTopics(ctx).filter((t) => topicMatches(t, key) || contains(t.document?.title, key) || contains(t.document?.author, key))
        : topicsOf(ctx).filter((t) => topicMatches(t, key));
    return olderThan(list, input.date, input.limit);
  },
  searchTag: (input, ctx) => {
    const limit = input.limit ?? 20;
    const found = topicsOf(ctx).filter((t) => (t.labels ?? []).some((l) => contains(l, input.key)) || (t.article?.tags ?? []).some((l) => contains(l, input.key)));
    const users = new Map<number, Topic['user']>();
    for (const t of found) users.set(t.user.id, t.user);
    return { users: [...users.values()].slice(0, limit), topics: found.slice(0, limit) };
  },
};
