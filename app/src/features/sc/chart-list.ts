/** Charts on the first screen, then per load-more page (spec § 9). */
export const CHART_FIRST = 9;
export const CHART_PAGE = 18;

/** The fixed filters every chart request carries (type 1, open 1). */
export const CHART_FILTER = { type: 1, open: 1 } as const;

/**
 * The charts shown: the first screen, then the load-more pages (counted from page 1 again at 18 a
 * page, see the contract's x-decision), dropping the ids already shown.
 */
export function mergeById<T extends { id: number | string }>(...lists: readonly (readonly T[] | undefined)[]): T[] {
  const seen = new Set<number | string>();
  const out: T[] = [];
  for (const list of lists) {
    for (const item of list ?? []) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      out.push(item);
    }
  }
  return out;
}

/** Whether the first screen leaves more to load: it was full and the total is larger. */
export function firstScreenHasMore(total: number | undefined, count: number): boolean {
  return count >= CHART_FIRST && (total === undefined || total > count);
}

/** The keyword the list searches: the box's text trimmed; empty is the latest. */
export function chartKeyword(text: string): string {
  return text.trim();
}
