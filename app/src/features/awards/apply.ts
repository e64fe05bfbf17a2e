import { safeHref } from '../../lib/content/safe-href';

/** The award pages that take applications through the apply dialog, by year: `page` of the online application. */
export const APPLY_PAGES = { 2023: 'led2023', 2024: 'led2024' } as const;

/**
 * The online application of an open year: the external events page with the page's name and the
 * chosen type as `page` and `type` (the contract's x-decision on AwardPage.applyUrl); a query the
 * address already has is kept.
 */
export function onlineApplication(applyUrl: string, page: string, type: string): string {
  const url = new URL(applyUrl);
  url.searchParams.set('page', page);
  url.searchParams.set('type', type);
  return url.href;
}

/**
 * A year's online application while its page takes applications; undefined while closed (the
 * page's notice), and when its address is not a web page's (lib/content/safe-href.ts).
 */
export function openApplication(page: { applicationsOpen?: boolean; applyUrl?: string } | undefined, year: keyof typeof APPLY_PAGES) {
  const applyUrl = page?.applicationsOpen ? safeHref(page.applyUrl) : null;
  return applyUrl ? { applyUrl, page: APPLY_PAGES[year] } : undefined;
}

/** The application forms the apply dialog offers: those whose address is a web page's (lib/content/safe-href.ts). */
export function offeredForms<F extends { url: string }>(forms: readonly F[] | undefined): F[] {
  return (forms ?? []).flatMap((form) => {
    const url = safeHref(form.url);
    return url ? [{ ...form, url }] : [];
  });
}
