import { paths } from '../../config/paths';
import { safeHref } from './safe-href';

/**
 * The third party's WeChat QR login page (the address `getWxQrCode` answers) with the login
 * return, /blank on this site, as its redirect_uri: what the portal's login dialog shows in its
 * frame and the supply-chain login opens in a new window. Undefined when the address is not a web
 * page's (safe-href.ts): the dialog then shows no QR.
 */
export function qrLoginUrl(url: string, origin: string): string | undefined {
  const page = safeHref(url);
  if (!page) return undefined;
  const separator = page.includes('?') ? '&' : '?';
  return `${page}${separator}redirect_uri=${encodeURIComponent(`${origin}${paths.blank()}`)}`;
}
