// The QA personas as the mock's own pages show them: the list the API reference signs in with
// (`/__mock/personas`) and the fake WeChat scan page (`/__mock/wx-scan`) that getWxQrCode points to.
import type { World } from './state.ts';

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
