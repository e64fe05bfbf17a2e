// Signing in to the portal (tag `auth`): codes by SMS or e-mail, login and logout, and the WeChat
// QR login (getWxQrCode points to the fake scan page of personas.ts, loginCallback takes its code).
import { codeMatches, wrongCode } from './guards.ts';
import { findAccount, issueCode, newSession, randomHex } from './sessions.ts';
import type { Account, World } from './state.ts';
import { Fail, type Handlers } from './types.ts';

/** The account of a phone or e-mail; an unknown one becomes a plain user. */
function accountFor(world: World, who: string, email: boolean): Account {
  const found = findAccount(world, who);
  if (found) return found;
  const id = 2100 + world.seed.accounts.length;
  const name = `用户${who.replace(/@.*/, '').slice(-4)}`;
  const icon = world.seed.accounts[0]!.user.icon.replace(/user-\d+\.png$/, 'user-1004.png');
  const account: Account = {
    key: 'visitor',
    phone: email ? '' : who,
    email: email ? who : '',
    user: { id, name, icon, memberId: null, account: email ? '' : who, auths: [] },
    profile: { id, name, icon },
    scRoles: [],
    isMember: 0,
    events: [],
  };
  world.seed.accounts.push(account);
  return account;
}

/** The portal user as stored by the client; by e-mail, a user without a phone has an empty account. */
function sessionUser(account: Account, byEmail: boolean) {
  return byEmail && account.key === 'nosc' ? { ...account.user, account: '' } : account.user;
}

const WX_PREFIX: Record<string, string> = { wbg: 'WX_SDB', uv: 'WX_UVLED' };

export const authHandlers: Handlers<'auth'> = {
  sendSms: (input, ctx) => {
    const who = input.phone ?? input.email;
    if (!who) return new Fail(1, '请输入手机号或邮箱');
    issueCode(ctx, who);
    return null;
  },
  login: (input, ctx) => {
    const byEmail = input.type === 2;
    const who = byEmail ? input.email : input.phone;
    if (!who) return new Fail(1, byEmail ? '请输入邮箱' : '请输入手机号');
    if (!codeMatches(ctx.world, who, input.code)) return wrongCode();
    ctx.world.codes.delete(who);
    const account = accountFor(ctx.world, who, byEmail);
    const session = newSession(ctx, 'session', account);
    return { tokenHead: 'Bearer ', token: session.token, user: sessionUser(account, byEmail) };
  },
  logout: (_input, ctx) => {
    if (ctx.token) ctx.world.sessions.delete(ctx.token);
    return null;
  },
  getWxQrCode: (input, ctx) => {
    const state = `${WX_PREFIX[input.industry ?? ''] ?? 'WX_DISPLAY'}_${randomHex(4)}`;
    ctx.world.wxStates.add(state);
    return { url: `${ctx.publicUrl}/__mock/wx-scan?state=${state}`, state };
  },
  loginCallback: (input, ctx) => {
    const phone = /^WXCODE-(.+)$/.exec(input.code)?.[1];
    if (!phone || !ctx.world.wxStates.has(input.state)) return new Fail(1, '登录失败');
    ctx.world.wxStates.delete(input.state);
    const account = accountFor(ctx.world, phone, phone.includes('@'));
    const session = newSession(ctx, 'session', account);
    return {
      user: account.user,
      ...(account.isMember ? { member: { memberEndTime: '2026-12-31', level: '企业会员' } } : {}),
      isMember: account.isMember,
      token: session.token,
    };
  },
};
