import type { ScRole } from './sc-session';

/** The tabs of /sc/person, in their order, and the role each one needs. */
export const personTabs = [
  { value: 'service', role: 'service', label: '我的服务' },
  { value: 'article', role: 'article', label: '我的文章' },
  { value: 'customer', role: 'customer', label: '我的客户' },
  { value: 'report', role: 'report', label: '我的报告' },
] as const satisfies readonly { value: string; role: ScRole; label: string }[];

export type PersonTab = (typeof personTabs)[number]['value'];

/** The tabs the roles allow, in tab order. */
export function visiblePersonTabs(roles: readonly ScRole[]): PersonTab[] {
  return personTabs.filter((t) => roles.includes(t.role)).map((t) => t.value);
}

/**
 * The tab shown first: the first of the user's roles by priority service, customer, report;
 * a user with only the article role starts on my articles; `null` with no role at all.
 */
export function defaultPersonTab(roles: readonly ScRole[]): PersonTab | null {
  for (const role of ['service', 'customer', 'report', 'article'] as const) {
    if (roles.includes(role)) return role;
  }
  return null;
}
