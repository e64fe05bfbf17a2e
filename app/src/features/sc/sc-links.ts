import { config } from '../../lib/config';
import { safeHref } from '../../lib/content/safe-href';

/** An address with a query, on a configured host. */
function on(host: string, path: string, query: Record<string, string | number | undefined>): string {
  const url = new URL(path, `${host.replace(/\/+$/, '')}/`);
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') url.searchParams.set(k, String(v));
  return url.toString();
}

/** The external CRM and admin pages, opened in new windows with the user's account. */
export const scLinks = {
  crmServices: (account: string) => on(config.crmHost, 'services', { account }),
  crmCompanies: (account: string) => on(config.crmHost, 'companys', { account }),
  crmCompany: (id: number | string, account: string | undefined) => on(config.crmHost, `company/${encodeURIComponent(String(id))}`, { account }),
  adminReadInfo: (account: string) => on(config.adminHost, 'readInfo', { account }),
  /** The white paper's page, with the supply-chain token; null when its address is not a web page's (lib/content/safe-href.ts). */
  whitePaper: (shareUrl: string, token: string): string | null => {
    if (!safeHref(shareUrl)) return null;
    const url = new URL(shareUrl, window.location.href);
    url.searchParams.set('token', token);
    return url.toString();
  },
};

/** A piece of a description: text, or a link that is safe to open (http and https only). */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"'，。；！？、）)]+/gi;

/** Splits a description into text and links; anything but http(s) stays text. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const raw = match[0].replace(/[.,;:!?]+$/, '');
    const start = match.index ?? 0;
    const href = safeHref(raw.startsWith('www.') ? `https://${raw}` : raw);
    if (!href) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: raw, href });
    last = start + raw.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
