import { paths } from '../../config/paths';

/** The third party's QR page with the login return (/blank on this site) as its redirect_uri. */
export function qrLoginUrl(url: string, origin: string): string {
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}redirect_uri=${encodeURIComponent(`${origin}${paths.blank()}`)}`;
}
