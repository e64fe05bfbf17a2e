import type { components } from '@hangjia/sdk';
import type { paths } from '../../config/paths';
import { safeHref } from '../../lib/content/safe-href';

export type Special = components['schemas']['Special'];

export type SpecialTarget = { kind: 'internal'; to: string } | { kind: 'external'; url: string } | null;

/** Where a special opens: type 5 /special/{id}, type 11 /tushuo/{id}, type 13 its external weekly page (a new window; only a web page's address, lib/content/safe-href.ts). */
export function specialTarget(special: Pick<Special, 'id' | 'type' | 'weekly'>, build: Pick<typeof paths, 'special' | 'tushuo'>): SpecialTarget {
  switch (special.type) {
    case 5:
      return { kind: 'internal', to: build.special(special.id) };
    case 11:
      return { kind: 'internal', to: build.tushuo(special.id) };
    case 13: {
      const url = safeHref(special.weekly?.url);
      return url ? { kind: 'external', url } : null;
    }
    default:
      return null;
  }
}

/** The cover of a special in the list: the special's image, the picture, or the weekly's image by type. */
export function specialCover(special: Pick<Special, 'type' | 'zhuanti' | 'tushuo' | 'weekly'>): string | undefined {
  if (special.type === 11) return special.tushuo?.url ?? special.zhuanti?.img;
  if (special.type === 13) return special.weekly?.imageInfo?.imageUrl ?? special.zhuanti?.img;
  return special.zhuanti?.img;
}

/** The type label of a special. */
export function specialKind(type: Special['type']): string {
  return type === 11 ? '图说' : type === 13 ? '周刊' : '专题';
}

/** A special's articles (type 1) and Q&As (type 3), in their order. */
export function specialSections(special: Pick<Special, 'topics'>) {
  const topics = special.topics ?? [];
  return { articles: topics.filter((t) => t.type === 1), answers: topics.filter((t) => t.type === 3) };
}
