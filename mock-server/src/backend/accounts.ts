// Accounts: codes, portal login and logout, the WeChat QR login, supply-chain tokens and the
// event sign-in that gives a file token.
import { randomBytes } from 'node:crypto';
import type { Account, Session, World } from './state.ts';
import { Fail, type Context, type Handlers } from './types.ts';

/** The fixed QA code: accepted for every phone and e-mail. */
export const QA_CODE = '1234';
/** Supply-chain tokens last this long (the client re-asks getScToken after). */
export const SC_TOKEN_MS = 2 * 3600_000;

const wrongCode = () => new Fail(1, '验证码错误');
const notLoggedIn = () => new Fail(1, '请先登录');

/** Issues a code for a phone or e-mail and prints it in the mock's log. */
function issueCode(ctx: Context, who: string) {
  const code = String(1000 + ((ctx.world.counter++ * 7919 + who.length * 131 + Date.now()) % 9000));
  ctx.world.codes.set(who, code);
  ctx.log(`验证码 ${who}: ${code}`);
}

export function codeMatches(world: World, who: string, code: string) {
  return code === QA_CODE || world.codes.get(who) === code;
}

export function findAccount(world: World, who: string): Account | undefined {
  return world.seed.accounts.find((a) => a.phone === who || a.email === who);
}

/** The account of a phone or e-mail; an unknown one becomes a plain user. */
function accountFor(world: World, who: string, email: boolean): Account {
  const found = findAccount(world, who);
  if (found) return found;
  const id = 2100 + world.seed.accounts.length;
  const name = `用户${who.replace(/@.*/, '').slice(-4)}`;
  const icon = world.seed.accounts[0]!.user.icon.replace(/user-\d+\.svg$/, 'user-1004.svg');
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

/** A new token; its writes go to the caller's sandbox (the browser's, when the front's cookie came). */
export function newSession(ctx: Context, kind: Session['kind'], account: Account, extra: Partial<Session> = {}): Session {
  const token = `${kind}-${randomBytes(12).toString('hex')}`;
  const session: Session = { token, kind, account, expires: kind === 'sc' ? Date.now() + SC_TOKEN_MS : Number.MAX_SAFE_INTEGER, sandbox: ctx.sandbox(), ...extra };
  ctx.world.sessions.set(token, session);
  return session;
}

/** The portal user as stored by the client; by e-mail, a user without a phone has an empty account. */
function sessionUser(account: Account, byEmail: boolean) {
  return byEmail && account.key === 'nosc' ? { ...account.user, account: '' } : account.user;
}

function scToken(ctx: Context, account: Account) {
  const s = newSession(ctx, 'sc', account);
  return {
    token: s.token,
    expires: s.expires,
    user: { ...account.user, scRoles: account.scRoles as ('service' | 'article' | 'customer' | 'report')[] },
    ...(account.isMember ? { member: { memberEndTime: '2026-12-31' } } : {}),
    isMember: account.isMember,
  };
}

const isScMember = (a: Account | undefined): a is Account => !!a && a.scRoles.length > 0;

const WX_PREFIX: Record<string, string> = { wbg: 'WX_SDB', uv: 'WX_UVLED' };

export const accountHandlers: Handlers = {
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
    const state = `${WX_PREFIX[input.industry ?? ''] ?? 'WX_DISPLAY'}_${randomBytes(4).toString('hex')}`;
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
  scLogin: (input, ctx) => {
    if (!codeMatches(ctx.world, input.phone, input.code)) return wrongCode();
    const account = findAccount(ctx.world, input.phone);
    if (!isScMember(account)) return new Fail(1, '该账号未开通供应链权限');
    return scToken(ctx, account);
  },
  getScToken: (input, ctx) => {
    const account = findAccount(ctx.world, input.phone);
    if (!isScMember(account) || account.user.id !== input.userId) return new Fail(1, '该账号未开通供应链权限');
    return scToken(ctx, account);
  },
  sendEventLoginCode: (input, ctx) => {
    issueCode(ctx, input.account);
    return null;
  },
  checkEventLoginCode: (input, ctx) => (codeMatches(ctx.world, input.account, input.code) ? null : wrongCode()),
  signInEvent: (input, ctx) => {
    const account = findAccount(ctx.world, input.account);
    if (!account?.events.includes(input.eventId)) return new Fail(1, '登录失败,您没有报名此活动');
    return newSession(ctx, 'file', account, { eventId: input.eventId }).token;
  },
};

/** Calls of the portal that need a signed-in user answer '请先登录' without one. */
export function requireSession(ctx: Context) {
  return ctx.session ?? notLoggedIn();
}

/** Supply-chain calls: an unknown or expired token gets the documented HTTP 401. */
export function requireSc(ctx: Context) {
  return ctx.sc ?? new Fail(401, '登录已过期，请重新登录', 401);
}

/**
 * The QA personas of the seed world (mock-server/README.md), for the API reference's sign-in: who
 * they are and whether they have supply-chain access (a supply-chain sign-in of their own).
 */
export function personaList(world: World) {
  return world.seed.samples.world.personas.map((p) => ({
    key: p.key,
    label: p.label,
    name: p.user.name,
    userId: p.user.id,
    phone: p.phone,
    email: p.email,
    supplyChain: p.scRoles.length > 0,
  }));
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The fake WeChat scan page: one button per persona; pressing one returns to the site's /blank. */
export function wxScanPage(world: World, state: string, redirectUri: string): string {
  const valid = world.wxStates.has(state) && /^https?:\/\//.test(redirectUri);
  const buttons = world.seed.accounts
    .filter((a) => a.key !== 'visitor')
    .map((a) => {
      const href = `${redirectUri}${redirectUri.includes('?') ? '&' : '?'}code=WXCODE-${encodeURIComponent(a.phone)}&state=${encodeURIComponent(state)}`;
      return `<li><a target="_top" href="${esc(href)}">${esc(a.user.name)}（${esc(a.key)} · ${esc(a.phone)}）</a></li>`;
    })
    .join('');
  const body = valid
    ? `<p>模拟微信扫码：选择一个测试身份登录</p><ul>${buttons}</ul>`
    : '<p>二维码已失效（state 无效或缺少 redirect_uri）</p>';
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>模拟微信扫码</title><style>body{font:14px/1.6 sans-serif;margin:12px}ul{list-style:none;padding:0;margin:0}li{margin:4px 0}a{display:block;padding:6px 10px;border:1px solid #07c160;border-radius:4px;color:#07c160;text-decoration:none}</style></head><body>${body}</body></html>`;
}
