import type { SessionStore } from '@hangjia/sdk';

/** The supply-chain roles of a user; each one shows a tab of /sc/person. */
export type ScRole = 'service' | 'article' | 'customer' | 'report';

/** Who works in the supply-chain area: the fields its pages send and show. */
export interface ScProfile {
  id?: number;
  name?: string;
  /** The phone the pages send as `phone` (the user's account). */
  account?: string;
  job?: string;
  company?: string;
  scRoles?: ScRole[];
  isMember?: boolean;
  memberEndTime?: string;
}

/** What `scLogin` and `getScToken` answer. */
export interface ScTokenAnswer {
  token: string;
  expires: number | string;
  user?: {
    id?: number;
    name?: string;
    account?: string;
    job?: string;
    company?: string;
    scRoles?: string[];
  };
  member?: { memberEndTime?: string } | null;
  isMember?: number;
}

const PROFILE_KEY = 'hj_sc_profile';

interface StoredProfile {
  profile: ScProfile;
  /** The token it belongs to: a profile outlives neither its token nor a new one. */
  token: string;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const ROLES: readonly ScRole[] = ['service', 'article', 'customer', 'report'];

/** The profile an answer carries: the supply-chain user, or the typed phone when it has none. */
export function profileFromAnswer(answer: ScTokenAnswer, phone?: string): ScProfile {
  const user = answer.user ?? {};
  return {
    id: user.id,
    name: user.name,
    account: user.account || phone,
    job: user.job,
    company: user.company,
    scRoles: (user.scRoles ?? []).filter((r): r is ScRole => (ROLES as readonly string[]).includes(r)),
    isMember: answer.isMember === 1,
    memberEndTime: answer.member?.memberEndTime,
  };
}

/** Saves the token with its expiry and the profile that came with it. */
export function saveScLogin(session: SessionStore, answer: ScTokenAnswer, phone?: string): void {
  session.setScToken(answer.token, answer.expires);
  const stored: StoredProfile = { profile: profileFromAnswer(answer, phone), token: answer.token };
  storage()?.setItem(PROFILE_KEY, JSON.stringify(stored));
}

/** The supply-chain token, `null` when there is none or it expired. */
export function scToken(session: SessionStore): string | null {
  return session.getScToken();
}

/**
 * The profile of the signed-in supply-chain user: the one saved with the current token, else
 * what the portal user gives (id, name, account; no roles).
 */
export function scProfile(session: SessionStore): ScProfile | null {
  const token = scToken(session);
  if (!token) return null;
  const portal = session.getUser();
  let saved: ScProfile | undefined;
  try {
    const raw = storage()?.getItem(PROFILE_KEY);
    const parsed = raw ? (JSON.parse(raw) as StoredProfile) : null;
    if (parsed && parsed.token === token) saved = parsed.profile;
  } catch {
    saved = undefined;
  }
  return {
    id: saved?.id ?? portal?.id,
    name: saved?.name ?? portal?.name,
    account: saved?.account || portal?.account || undefined,
    job: saved?.job,
    company: saved?.company,
    scRoles: saved?.scRoles ?? [],
    isMember: saved?.isMember ?? session.isMember(),
    memberEndTime: saved?.memberEndTime,
  };
}

/** Forgets the supply-chain login (the portal session stays). */
export function clearScLogin(session: SessionStore): void {
  session.clearScToken();
  storage()?.removeItem(PROFILE_KEY);
}
