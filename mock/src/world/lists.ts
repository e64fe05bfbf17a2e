// The rules of the sample backend's lists, for every area: a page of a list, the items before or
// after a date cursor, the most read, the keyword filter; and the topics as the portal's lists
// show them, with the keyword match of a topic (community lists and search).
import type { Topic } from './state.ts';
import type { Context } from './types.ts';

/** One page (1-based) of a list. */
export function pageOf<T>(items: readonly T[], page: number, size: number): T[] {
  return items.slice((page - 1) * size, page * size);
}

/** How many pages of `size` hold `total` items. */
export function pagesOf(total: number, size: number): number {
  return Math.ceil(total / size);
}

const newestFirst = (a: { date: string }, b: { date: string }) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0);

/** The items strictly older than the cursor, newest first, at most `limit`. */
export function olderThan<T extends { date: string }>(items: readonly T[], cursor: string, limit: number): T[] {
  return items.filter((x) => x.date < cursor).sort(newestFirst).slice(0, limit);
}

/** Of items listed newest first, the `limit` nearest ones strictly newer than the cursor, oldest first. */
export function newerThan<T extends { date: string }>(items: readonly T[], cursor: string, limit: number): T[] {
  return items.filter((x) => x.date > cursor).slice(-limit).reverse();
}

/** The `count` most read items, most read first (a hot list). */
export function mostRead<T extends { readNum: number }>(items: readonly T[], count: number): T[] {
  return [...items].sort((a, b) => b.readNum - a.readNum).slice(0, count);
}

/** The keyword filter of every search: `key` anywhere in `text`, case ignored. */
export function contains(text: string | undefined | null, key: string): boolean {
  return !!text && text.toLowerCase().includes(key.toLowerCase());
}

/** The topics of the world as lists show them, with the answers written in the caller's sandbox. */
export function topicsOf(ctx: Context): Topic[] {
  const answers = ctx.read().answers;
  const seed = ctx.world.seed.catalog.topics;
  return answers.length ? [...answers, ...seed] : seed;
}

/** Whether a topic's title, summary, labels, tags or people's names contain `key`. */
export function topicMatches(t: Topic, key: string): boolean {
  return (
    contains(t.article?.title, key) ||
    contains(t.answer?.title, key) ||
    contains(t.article?.shortContent, key) ||
    (t.labels ?? []).some((l) => contains(l, key)) ||
    (t.article?.tags ?? []).some((l) => contains(l, key)) ||
    contains(t.user.name, key) ||
    contains(t.answer?.huidaUser?.name, key)
  );
}
