import type { AnchorHTMLAttributes } from 'react';
import { safeHref } from '../../lib/content/safe-href';

export interface ExternalLinkProps extends Pick<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'style' | 'title' | 'children' | 'download' | 'onClick'> {
  /** An address from the API: a link only when it opens a web page (lib/content/safe-href.ts). */
  href: string | null | undefined;
  /** A link that is only its words (活动详情, 下载原文): nothing at all when the address is refused. */
  hideWhenRefused?: boolean;
}

/**
 * A link to an address from the API, opened in a new window without access to this one. When the
 * address is refused (`javascript:` and the like, or none), the same content in a `<span>` with
 * the same class and title, nothing to click or focus; or nothing, with `hideWhenRefused`.
 */
export function ExternalLink({ href, hideWhenRefused = false, download, onClick, children, ...shared }: ExternalLinkProps) {
  const safe = safeHref(href);
  if (!safe) return hideWhenRefused ? null : <span {...shared}>{children}</span>;
  return (
    <a {...shared} href={safe} target="_blank" rel="noopener noreferrer" download={download} onClick={onClick}>
      {children}
    </a>
  );
}
