// Every address that comes from the API and becomes a link (an ad, a special, a white paper, an
// event, a file group, an award's forms, online application and results, a company's website, a
// picture, a chart's source, a notice, an article, the WeChat login page) passes through here:
// only the web may be opened. A `javascript:` (or `data:`, `vbscript:`…) address in the data
// would otherwise run in the site's origin when clicked.
//
// What a refused address renders: no link at all, never `<a href>` (nor an `<a>` without one).
// - Where the link wraps content (a card, a cover, a name, a picture), the same content in a plain
//   element with the link's class (`ExternalLink` in components/external-link renders a `<span>`),
//   neither clickable nor focusable; an ad or a special whose address is refused has no target
//   (`adTarget`, `specialTarget`) and renders as one without an action does.
// - Where the link is only its words (活动详情, 获奖名单揭晓, 下载原文, a form to download, the
//   online application, the WeChat QR page), it is left out, as when the data has no address.

/** Resolves relative addresses only to read their scheme; never shown. */
const PROBE = 'http://site.invalid/';

/**
 * The address to put in `href` when it opens a web page, else `null`. Allowed: http and https,
 * a protocol-relative address (`//host/path`, which takes the page's scheme) and a relative path
 * on this site (`/reports`, `files/1`, `?q=1`). Refused: every other scheme (`javascript:`,
 * `data:`, `vbscript:`, `mailto:`…) however it is written, since the browser's own URL parser
 * reads the scheme (it ignores case, leading spaces and control characters, and tabs or line
 * breaks anywhere: ` JaVaScRiPt:`, `\tjavascript:`, `java\nscript:`), an address it cannot read,
 * and an empty one. An absolute address comes back as the parser writes it
 * (`https://a.example` → `https://a.example/`), a relative one exactly as given. Character
 * references (`javascript&#x3a;…`) are markup, not URLs: React writes attributes escaped, so such
 * text stays a harmless relative path.
 */
export function safeHref(value: string | null | undefined): string | null {
  if (!value?.trim()) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return isAbsolute(value) ? url.href : value;
}

function isAbsolute(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The address to put in an image's `src` (or a video's `poster`): what `safeHref` lets through,
 * and the pictures of this device (`blob:`, `data:image/…`); else `undefined`, and the picture is
 * not asked for (its `alt` shows). A `javascript:` picture could not run, but the page's
 * Content-Security-Policy would refuse and report it.
 */
export function safeSrc(value: string | null | undefined): string | undefined {
  if (value && /^\s*(?:blob:|data:image\/)/i.test(value)) return value.trim();
  return safeHref(value) ?? undefined;
}
