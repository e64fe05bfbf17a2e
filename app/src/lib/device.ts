import { routes } from '../config/paths';

/** Internet Explorer (MSIE up to 10, Trident for 11). */
export function isInternetExplorer(userAgent: string): boolean {
  return /MSIE |Trident\//.test(userAgent);
}

/** Phones (tablets keep the desktop site). */
export function isMobile(userAgent: string): boolean {
  return /Android.+Mobile|iPhone|iPod|Windows Phone|IEMobile|BlackBerry|Opera Mini|HarmonyOS.+Mobile/i.test(userAgent);
}

/**
 * The award pages stay on this site for phones too: the specific rule wins over the general
 * redirect. The 2022 page has a mobile flag of its own (on a phone it shows only its banner), and
 * every award page sets up sharing in WeChat, which is read on phones: a shared award link must
 * open the award page, not the mobile site's home or a page it may not have. 2021, 2023 and 2024
 * are award pages like 2022 (their layouts are made for phones), and so is /jgj, the award pages'
 * hub (the portal document names it the award page), so that a phone can go from one award page
 * to another. Only the paths the router serves count: /portal/event/led2023 and /portal/event/led2024
 * are not pages of this site. deploy/nginx.conf's map `$hj_mobile_path` says the same.
 */
const AWARD_PAGES: ReadonlySet<string> = new Set(
  [routes.jgj, routes.led2021, routes.led2022, routes.led2023, routes.led2024].flatMap((route) => [route.pattern, ...route.aliases]),
);

/** An award page's path (with or without a trailing slash). */
export function isAwardPage(pathname: string): boolean {
  return AWARD_PAGES.has(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
}

/**
 * Where a mobile visitor goes: the same path and query on the parent site's mobile pages, or
 * `null` (desktop, the login return, an award page, or the redirect turned off with an empty base).
 */
export function mobileRedirect(location: { pathname: string; search: string }, userAgent: string, mobileBase: string): string | null {
  if (!mobileBase || !isMobile(userAgent)) return null;
  // The login return finishes here whatever the device: it carries a one-time code.
  if (location.pathname === '/blank') return null;
  if (isAwardPage(location.pathname)) return null;
  const path = location.pathname.replace(/^\/portal(?=\/)/, '').replace(/^\/community\//, '/group/');
  return `${mobileBase}${path}${location.search}`;
}
