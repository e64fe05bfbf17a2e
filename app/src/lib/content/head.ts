/** The head tags of a page, from its loaded data; a loader returns `{ head }` to set them. */
export interface PageHead {
  title?: string;
  description?: string;
  /** An absolute image URL for Open Graph. */
  image?: string;
  /** The page's largest image above the fold (preloaded with high priority). */
  preload?: string;
}

export const SITE_NAME = '行家说';
export const DEFAULT_TITLE = '行家说 · 新型显示产业门户';
export const DEFAULT_DESCRIPTION = '行家说：LED 与新型显示产业资讯、调研白皮书、产业数据与活动';

/** Plain text of at most `max` characters (descriptions). */
export function excerpt(text: string | null | undefined, max = 120): string | undefined {
  const plain = (text ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  if (!plain) return undefined;
  return plain.length > max ? `${plain.slice(0, max - 1)}…` : plain;
}

/** The document title of a page: the home's own, else `page · 行家说`. */
export function documentTitle(title: string | undefined, isHome: boolean): string {
  return isHome || !title ? DEFAULT_TITLE : `${title} · ${SITE_NAME}`;
}

/** What the head shows for a route: its loader's head, else the route's title. */
export function resolveHead(matches: readonly { handle?: unknown; data?: unknown; loaderData?: unknown }[]): Required<Pick<PageHead, 'title' | 'description'>> & Pick<PageHead, 'image' | 'preload'> {
  let head: PageHead | undefined;
  let handle: { name?: string; title?: string } | undefined;
  for (const match of matches) {
    const data = (match.loaderData ?? match.data) as { head?: PageHead } | null | undefined;
    if (data?.head) head = data.head;
    const h = match.handle as { name?: string; title?: string } | undefined;
    if (h?.title) handle = h;
  }
  const isHome = handle?.name === 'home';
  return {
    title: documentTitle(head?.title ?? handle?.title, isHome),
    description: head?.description ?? DEFAULT_DESCRIPTION,
    image: head?.image,
    preload: head?.preload,
  };
}
