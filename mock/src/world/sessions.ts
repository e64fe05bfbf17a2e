// The world's accounts, codes and tokens: who a phone or e-mail is, the codes issued to them, and
// the tokens of their sessions (the portal's, the supply chain's and an event's file token).
import { expiresIn } from './clock.ts';
import type { Account, Session, World } from './state.ts';
import type { Context } from './types.ts';

/** `bytes` random bytes as hex (the Web Crypto API's: Node, browsers and workers have it). */
export function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Supply-chain tokens last this long (the client re-asks getScToken after). */
export const SC_TOKEN_MS = 2 * 3600_000;

/** Issues a code for a phone or e-mail and prints it in the mock's log. */
export function issueCode(ctx: Context, who: string): void {
  const code = String(1000 + ((ctx.world.counter++ * 7919 + who.length * 131 + Date.now()) % 9000));
  ctx.world.codes.set(who, code);
  ctx.log(`验证码 ${who}: ${code}`);
}

/** The account of a phone or e-mail, if there is one. */
export function findAccount(world: World, who: string): Account | undefined {
  return world.seed.accounts.find((a) => a.phone === who || a.email === who);
}

/** A new token; its writes go to the caller's sandbox (the browser's, when the front's cookie came). */
export function newSession(ctx: Context, kind: Session['kind'], account: Account, extra: Partial<Session> = {}): Session {
  const token = `${kind}-${randomHex(12)}`;
  const session: Session = { token, kind, account, expires: kind === 'sc' ? expiresIn(SC_TOKEN_MS) : Number.MAX_SAFE_INTEGER, sandbox: ctx.sandbox(), ...extra };
  ctx.world.sessions.set(token, session);
  return session;
}
