/**
 * The items of a list that are records (objects): a broken server's success may carry a list of
 * anything (`[1, "two", null]`, the mock's broken-envelope kind 3), and a row that reads
 * `item.user.icon` of a number throws while the page renders. Those items are left out: a list of
 * none of them shows as empty.
 */
export function recordsOf<T>(items: readonly T[] | null | undefined): T[] {
  return (items ?? []).filter((item) => typeof item === 'object' && item !== null);
}
