// Who may call: the checks of a session, a code and a persona, and the failures they answer, for
// every area. A handler that needs a signed-in caller is wrapped: `withSession((input, ctx,
// session) => …)` answers '请先登录' without a portal session, `withSc(…)` HTTP 401 without a valid
// supply-chain token.
import type { OperationId, OperationInput } from '@hangjia/sdk';
import type { Account, Session, World } from './state.ts';
import { Fail, type Answer, type Context, type Handler } from './types.ts';

/** The fixed QA code: accepted for every phone and e-mail. */
export const QA_CODE = '1234';

export const wrongCode = () => new Fail(1, '验证码错误');
const notLoggedIn = () => new Fail(1, '请先登录');
/** Supply-chain calls: an unknown or expired token gets the documented HTTP 401. */
const scExpired = () => new Fail(401, '登录已过期，请重新登录', 401);

/** Whether `code` signs `who` in: the QA code, or the last code issued to them. */
export function codeMatches(world: World, who: string, code: string): boolean {
  return code === QA_CODE || world.codes.get(who) === code;
}

/** Whether an account has supply-chain access (a role there). */
export function isScMember(account: Account | undefined): account is Account {
  return !!account && account.scRoles.length > 0;
}

type Guarded<Id extends OperationId> = (input: OperationInput<Id>, ctx: Context, session: Session) => Answer<Id> | Promise<Answer<Id>>;

/** A handler for signed-in portal users: without a session the call answers '请先登录'. */
export function withSession<Id extends OperationId>(handler: Guarded<Id>): Handler<Id> {
  return (input, ctx) => (ctx.session ? handler(input, ctx, ctx.session) : notLoggedIn());
}

/** A supply-chain handler: without a valid supply-chain token the call answers HTTP 401. */
export function withSc<Id extends OperationId>(handler: Guarded<Id>): Handler<Id> {
  return (input, ctx) => (ctx.sc ? handler(input, ctx, ctx.sc) : scExpired());
}
