/** What the service tab needs of an item. */
export interface ItemLike {
  id: number;
  name: string;
  preTitle?: string;
  executorPhone?: string;
}

/** Whether an item is the user's own: its executors' phones contain the user's account. */
export function isOwnItem(item: Pick<ItemLike, 'executorPhone'>, account: string | undefined): boolean {
  const phone = account?.trim();
  if (!phone) return false;
  return (item.executorPhone ?? '').includes(phone);
}

/** The user's own items first, then the others, each group in the order given. */
export function ownItemsFirst<T extends ItemLike>(items: readonly T[], account: string | undefined): { own: T[]; others: T[] } {
  const own: T[] = [];
  const others: T[] = [];
  for (const item of items) (isOwnItem(item, account) ? own : others).push(item);
  return { own, others };
}

/** The name as 'prefix-name': the item's prefix (preTitle, else the name's own) and its name. */
export function itemLabel(item: Pick<ItemLike, 'name' | 'preTitle'>): string {
  const cut = item.name.indexOf('-');
  const prefix = item.preTitle?.trim() || (cut > 0 ? item.name.slice(0, cut) : '');
  const rest = cut > 0 ? item.name.slice(cut + 1) : item.name;
  return prefix ? `${prefix}-${rest}` : rest;
}

/** The to-do, overdue and done sub-tabs: the value sent as `type` and the count each one shows. */
export const serviceStatusTabs = [
  { type: 1, label: '待完成', count: 'doing' },
  { type: 2, label: '已逾期', count: 'passed' },
  { type: 3, label: '已完成', count: 'completed' },
] as const;
