import type { components } from '@hangjia/sdk';
import { safeHref } from '../../lib/content/safe-href';

export type Ad = components['schemas']['Ad'];

export type AdTarget = { kind: 'external'; url: string } | { kind: 'internal'; to: string } | null;

/**
 * Where an ad leads: types 1 and 2 open `action.url` in a new window (only a web page's address,
 * lib/content/safe-href.ts: any other is no target); type 3 opens a user page (ext.type 11) or a topic
 * (ext.type 10) by `ext.id`.
 */
export function adTarget(
  action: Ad['action'] | undefined,
  build: { user: (id: number) => string; topic: (id: number) => string },
): AdTarget {
  if (!action) return null;
  if (action.type === 1 || action.type === 2) {
    const url = safeHref(action.url);
    return url ? { kind: 'external', url } : null;
  }
  if (action.type === 3 && action.ext) {
    if (action.ext.type === 11) return { kind: 'internal', to: build.user(action.ext.id) };
    if (action.ext.type === 10) return { kind: 'internal', to: build.topic(action.ext.id) };
  }
  return null;
}
