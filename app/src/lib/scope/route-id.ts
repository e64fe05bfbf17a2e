import { redirect } from 'react-router-dom';
import { paths } from '../../config/paths';

/** A numeric id of a route parameter, or `null`. */
export function parseId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** In a loader: the numeric `:id`, or a redirect to /404 (an id that cannot exist). */
export function requireId(params: { id?: string }): number {
  const id = parseId(params.id);
  if (id === null) throw redirect(paths.notFound());
  return id;
}

/** A 1-based page number of a `page` query value (anything else is page 1). */
export function parsePageParam(raw: string | null | undefined): number {
  const n = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return n >= 1 ? n : 1;
}
