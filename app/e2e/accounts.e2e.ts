import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { hydrated, openPage, useBrowser, visit, viewports } from './browser';
import { fillLogin, loginDialog, personas, QA_CODE, userMenu } from './login';
import { shoot } from './shots';

const browser = useBrowser();

async function fresh(path = '/') {
  const context = await browser().newContext({ viewport: viewports.desktop });
  const { page, errors } = await openPage(context);
  await visit(page, path);
  return { context, page, errors };
}

const headerLogin = (page: Page) => page.getByRole('banner').getByRole('button', { name: '登录', exact: true });
const bodyOf = (page: Page, path: string) => page.waitForRequest((r) => new URL(r.url()).pathname === path).then((r) => r.postData() ?? new URL(r.url()).search);

describe('portal login', () => {
  test('by phone: the messages, a wrong code, then the QA code; the header keeps the user after a reload', async () => {
    const { context, page, errors } = await fresh('/news');
    await headerLogin(page).click();
    const dialog = loginDialog(page);
    await dialog.getByText('港澳台地区手机号请加区号').waitFor();

    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await dialog.getByText('请输入账号').waitFor();
    await dialog.getByRole('button', { name: '立即登录', exact: true }).click();
    await dialog.getByText('填写账号').waitFor();
    await dialog.getByText('请输入验证码').waitFor();

    const phone = dialog.getByRole('textbox', { name: '手机号' });
    await phone.fill(personas.visitor.phone);
    const sent = bodyOf(page, '/openapi/v1/vue/sendSms');
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    expect(await sent).toContain(`phone=${personas.visitor.phone}`);
    expect(await sent).toContain('type=1');
    await expect.poll(() => dialog.getByRole('button', { name: /^\d+s$/ }).isDisabled()).toBe(true);

    const code = dialog.getByRole('textbox', { name: '验证码' });
    await code.fill('98765');
    expect(await code.inputValue()).toBe('9876');
    await dialog.getByRole('button', { name: '立即登录', exact: true }).click();
    await dialog.getByText('验证码错误').waitFor();

    await code.fill(QA_CODE);
    const login = page.waitForRequest((r) => r.url().endsWith('/login/login'));
    await dialog.getByRole('button', { name: '立即登录', exact: true }).click();
    expect(JSON.parse((await login).postData()!)).toMatchObject({ phone: personas.visitor.phone, code: QA_CODE, type: 1 });
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => userMenu(page).textContent()).toContain('用户9000');

    await page.reload({ waitUntil: 'networkidle' });
    await hydrated(page);
    await expect.poll(() => userMenu(page).textContent()).toContain('用户9000');
    expect(await headerLogin(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('by e-mail: type 2, and the expert persona shows in the header', async () => {
    const { context, page, errors } = await fresh('/');
    await headerLogin(page).click();
    const sent = page.waitForRequest((r) => r.url().endsWith('/login/login'));
    await fillLogin(page, personas.expert.email, { email: true });
    expect(JSON.parse((await sent).postData()!)).toMatchObject({ email: personas.expert.email, type: 2 });
    await loginDialog(page).waitFor({ state: 'detached' });
    await userMenu(page).waitFor();
    expect((await userMenu(page).textContent())!.trim().length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the code button waits 120 s with the seconds shown (page clock); a failed send shows the msg and re-enables it', async () => {
    const context = await browser().newContext({ viewport: viewports.desktop });
    const { page } = await openPage(context);
    await page.clock.install({ time: new Date('2026-11-23T08:00:00+08:00') });
    await visit(page, '/');
    await headerLogin(page).click();
    const dialog = loginDialog(page);
    await dialog.getByRole('textbox', { name: '手机号' }).fill(personas.visitor.phone);
    // From here the page's time moves only when the test says so.
    await page.clock.pauseAt(new Date('2026-11-23T09:00:00+08:00'));
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    const counting = dialog.getByRole('button', { name: '120s' });
    await counting.waitFor();
    expect(await counting.isDisabled()).toBe(true);
    // Each second shows: the page renders between the ticks, as in a browser whose time flows.
    for (let left = 119; left >= 1; left--) {
      await page.clock.runFor(1000);
      await dialog.getByRole('button', { name: `${left}s`, exact: true }).waitFor();
    }
    await page.clock.runFor(1000);
    const again = dialog.getByRole('button', { name: '获取验证码' });
    await again.waitFor();
    expect(await again.isEnabled()).toBe(true);

    // The server refuses the next send: its msg shows and the button is usable at once.
    await page.route('**/openapi/v1/vue/sendSms**', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ code: 1, msg: '发送过于频繁，请稍后再试', json: null }) }),
    );
    await again.click();
    await dialog.getByText('发送过于频繁，请稍后再试').waitFor();
    expect(await dialog.getByRole('button', { name: '获取验证码' }).isEnabled()).toBe(true);
    await context.close();
  });
});

describe('WeChat QR login through /blank', () => {
  test.each([
    ['display', /^WX_DISPLAY/, 'display'],
    ['wbg', /^WX_SDB/, 'wbg'],
    ['uv', /^WX_UVLED/, 'uv'],
  ] as const)('a %s state: the scan page in the dialog, a persona, /blank sends the industry and returns to the page', async (asked, prefix, industry) => {
    const { context, page, errors } = await fresh('/news?t=2');
    // Another site of the group asks the QR page for its own industry (the state prefix follows it).
    await page.route('**/openapi/v1/vue/wxQrCode**', (route) => {
      const target = new URL(route.request().url());
      target.searchParams.set('industry', asked);
      return route.continue({ url: target.toString() });
    });
    await headerLogin(page).click();
    await loginDialog(page).getByRole('button', { name: '微信扫码登录' }).click();
    const frame = page.frameLocator('iframe[title="微信扫码登录"]');
    const callback = page.waitForRequest((r) => r.url().includes('/openapi/v1/vue/wxLogin'));
    await frame.getByRole('link', { name: /13800138001/ }).click();
    const sent = new URL((await callback).url()).searchParams;
    expect(sent.get('code')).toBe('WXCODE-13800138001');
    expect(sent.get('state')).toMatch(prefix);
    expect(sent.get('industry')).toBe(industry);
    await page.waitForURL((u) => u.pathname === '/news' && u.search === '?t=2');
    await userMenu(page).waitFor();
    await page.reload({ waitUntil: 'networkidle' });
    await userMenu(page).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a refused return stays on /blank saying so, leaves the visitor logged out and leads back (app/DECISIONS.md)', async () => {
    const { context, page } = await fresh('/blank?code=WXCODE-13800138001&state=WX_DISPLAY_unknown');
    await page.getByText('登录未完成，请返回后重新登录').waitFor();
    expect(new URL(page.url()).pathname).toBe('/blank');
    await page.getByRole('link', { name: '返回首页' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('heading', { name: '产业头条' }).waitFor();
    await headerLogin(page).waitFor();
    await context.close();
  });
});

describe('logout', () => {
  test('the user menu’s 退出登录 ends the session, clears the cookies and shows 登录 again', async () => {
    const { context, page, errors } = await fresh('/');
    await headerLogin(page).click();
    await fillLogin(page, personas.visitor.phone);
    await userMenu(page).waitFor();
    expect((await context.cookies()).some((c) => c.name === 'hj_token')).toBe(true);

    await userMenu(page).click();
    const logout = page.waitForRequest((r) => r.url().endsWith('/login/logout'));
    await page.getByRole('button', { name: '退出登录' }).click();
    await logout;
    await headerLogin(page).waitFor();
    expect((await context.cookies()).some((c) => c.name === 'hj_token' || c.name === 'hj_user')).toBe(false);
    await page.reload({ waitUntil: 'networkidle' });
    await headerLogin(page).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('looks', () => {
  test.each(['desktop', 'mobile'] as const)('the login dialog and its QR tab fit at %s width', async (viewport) => {
    const context = await browser().newContext({ viewport: viewports[viewport], reducedMotion: 'reduce' });
    const { page } = await openPage(context);
    await visit(page, '/');
    await headerLogin(page).click();
    await loginDialog(page).getByRole('button', { name: '立即登录', exact: true }).click();
    await loginDialog(page).getByText('填写账号').waitFor();
    expect(await shoot(page, 'login-dialog')).toEqual({ overflow: 0, dialogOutside: 0 });
    await loginDialog(page).getByRole('button', { name: '微信扫码登录' }).click();
    await page.frameLocator('iframe[title="微信扫码登录"]').getByRole('link').first().waitFor();
    expect(await shoot(page, 'login-qr')).toEqual({ overflow: 0, dialogOutside: 0 });
    await page.keyboard.press('Escape');
    await fillLoginFromHeader(page);
    await userMenu(page).click();
    expect(await shoot(page, 'user-menu')).toEqual({ overflow: 0, dialogOutside: 0 });
    await context.close();
  });
});

async function fillLoginFromHeader(page: Page) {
  await headerLogin(page).click();
  await fillLogin(page, personas.visitor.phone);
  await userMenu(page).waitFor();
}
