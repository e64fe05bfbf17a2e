/** The tabs of the supply-chain shell, 1 to 3. */
export type ScTab = 1 | 2 | 3;

/** The active tab: 1 for /sc/person, 2 for /sc/chart, otherwise 3. */
export function activeScTab(pathname: string): ScTab {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/sc/person') return 1;
  if (path === '/sc/chart') return 2;
  return 3;
}

/** The tab bar: its links and the tab each one is. */
export const scTabLinks: readonly { tab: ScTab; label: string; to: string }[] = [
  { tab: 1, label: '个人中心', to: '/sc/person' },
  { tab: 2, label: '产业图表', to: '/sc/chart' },
  { tab: 3, label: '报告与公告', to: '/sc/report' },
];

/** The pages of tab 3. */
export const scMoreLinks: readonly { label: string; to: string }[] = [
  { label: '我的报告', to: '/sc/report' },
  { label: '公司公告', to: '/sc/notice' },
  { label: '备忘', to: '/sc/memo' },
];

/** A Chinese mainland mobile number, or one with an area code (+852…), digits only otherwise. */
export function isPhone(value: string): boolean {
  return /^(1\d{10}|\+?\d{6,15})$/.test(value.trim());
}
