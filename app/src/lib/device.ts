/** Internet Explorer (MSIE up to 10, Trident for 11). */
export function isInternetExplorer(userAgent: string): boolean {
  return /MSIE |Trident\//.test(userAgent);
}

/** Phones (tablets keep the desktop site). */
export function isMobile(userAgent: string): boolean {
  return /Android.+Mobile|iPhone|iPod|Windows Phone|IEMobile|BlackBerry|Opera Mini|HarmonyOS.+Mobile/i.test(userAgent);
}

/**
 * Where a mobile visitor goes: the same path and query on the parent site's mobile pages, or
 * `null` (desktop, the login return, or the redirect turned off with an empty base).
 */
export function mobileRedirect(location: { pathname: string; search: string }, userAgent: string, mobileBase: string): string | null {
  if (!mobileBase || !isMobile(userAgent)) return null;
  // The login return finishes here whatever the device: it carries a one-time code.
  if (location.pathname === '/blank') return null;
  const path = location.pathname.replace(/^\/portal(?=\/)/, '').replace(/^\/community\//, '/group/');
  return `${mobileBase}${path}${location.search}`;
}
