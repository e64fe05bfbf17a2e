import type { components } from '@hangjia/sdk';
import { paths } from '../../config/paths';

type UserSummary = components['schemas']['UserSummary'];
type Auth = components['schemas']['Auth'];

/** The expert auth flags of the specification (section 6). */
export const AUTH = {
  /** An expert. */
  expert: 2,
  /** An organisation: hides job and company, shows the organisation. */
  organisation: 4,
  /** Hides job and company, shows the signature (signText), also in lists. */
  signature: 16,
  /** Shows the read count. */
  readCount: 64,
  /** A right-side slot (purpose not shown). */
  rightSlot: 512,
} as const satisfies Record<string, Auth>;

export function hasAuth(user: Pick<UserSummary, 'auths'> | null | undefined, auth: Auth): boolean {
  return user?.auths?.includes(auth) ?? false;
}

/** The read count is shown only for authors with auth 64. */
export function showsReadCount(user: Pick<UserSummary, 'auths'> | null | undefined): boolean {
  return hasAuth(user, AUTH.readCount);
}

export interface ProfileLines {
  /** '机构' for organisations (auth 4). */
  badge?: string;
  job?: string;
  company?: string;
  /** The signature (signText). */
  signature?: string;
}

/**
 * What a profile header shows under the name: auth 4 or 16 hide job and company and show the
 * organisation (a 机构 badge) or the signature; other experts show company and job, then the signature.
 */
export function profileLines(user: Pick<UserSummary, 'auths' | 'job' | 'company' | 'signText'>): ProfileLines {
  const organisation = hasAuth(user, AUTH.organisation);
  const signature = user.signText || undefined;
  if (organisation) return { badge: '机构', signature };
  if (hasAuth(user, AUTH.signature)) return { signature };
  return { company: user.company || undefined, job: user.job || undefined, signature };
}

/** The author line of a list item: only auth 16 shows the signature in lists. */
export function listSignature(user: Pick<UserSummary, 'auths' | 'signText'>): string | undefined {
  return hasAuth(user, AUTH.signature) ? user.signText || undefined : undefined;
}

const GYL_LINK = /^gyl_(.+)$/;

/** An expert's page: a link of the form `gyl_{x}` opens /gyl/{x}; otherwise /user/{id}. */
export function expertHref(user: { id: number | string; link?: string | null }, build: Pick<typeof paths, 'user' | 'gyl'> = paths): string {
  const gyl = user.link ? GYL_LINK.exec(user.link.trim()) : null;
  return gyl ? build.gyl(gyl[1]!) : build.user(user.id);
}
