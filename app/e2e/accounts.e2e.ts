import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { hydrated, openPage, useBrowser, visit, viewports } from './browser';
import { loginDialog, personas, userMenu } from './login';
import { fitsBothWidths } from './shots';

// What only a browser shows of the portal's accounts: the login dialog, its QR tab and the user
// menu fitting at 1440 and 375 px; the third party's scan page in its frame sending the whole tab
// to /blank and back; the session in cookies, so that the server renders the user after a reload,
// and 退出登录 clearing them. The login's messages, codes, countdown, e-mail login, each industry's
// return and a refused return: app/src/features/auth (login-dialog.test.tsx, routes/blank.test.tsx).

const browser = useBrowser();

const headerLogin = (page: Page) => page.getByRole('banner').getByRole('button', { name: '登录', exact: true });
const sessionCookies = async (page: Page) => (await page.context().cookies()).filter((c) => c.name === 'hj_token' || c.name === 'hj_user').map((c) => c.name);

describe('accounts', () => {
  test('the login dialog, its QR tab and the user menu fit; the scan page signs in through /blank back to the page; the server renders the user from the cookies after a reload; 退出登录 clears them', async () => {
    const context = await browser().newContext({ viewport: viewports.desktop, reducedMotion: 'reduce' });
    const { page, errors } = await openPage(context);
    await visit(page, '/news?t=2');
    await headerLogin(page).click();
    const dialog = loginDialog(page);
    await dialog.getByRole('button', { name: '立即登录', exact: true }).click();
    await dialog.getByText('填写账号').waitFor();
    await fitsBothWidths(page, 'login-dialog');
    await dialog.getByRole('button', { name: '微信扫码登录' }).click();
    const frame = page.frameLocator('iframe[title="微信扫码登录"]');
    await frame.getByRole('link').first().waitFor();
    await fitsBothWidths(page, 'login-qr');

    const callback = page.waitForRequest((r) => r.url().includes('/openapi/v1/vue/wxLogin'));
    await frame.getByRole('link', { name: new RegExp(personas.expert.phone) }).click();
    const sent = new URL((await callback).url()).searchParams;
    expect(sent.get('code')).toBe(`WXCODE-${personas.expert.phone}`);
    expect(sent.get('state')).toMatch(/^WX_DISPLAY/);
    expect(sent.get('industry')).toBe('display');
    await page.waitForURL((u) => u.pathname === '/news' && u.search === '?t=2');
    await userMenu(page).waitFor();
    const name = (await userMenu(page).textContent())!.trim();
    expect(name.length).toBeGreaterThan(0);
    expect(await sessionCookies(page)).toEqual(expect.arrayContaining(['hj_token', 'hj_user']));
    await userMenu(page).click();
    await page.getByRole('button', { name: '退出登录' }).waitFor();
    await fitsBothWidths(page, 'user-menu');

    // The page from the server, before any script of the page: its header holds the user's menu.
    const reloaded = await page.reload({ waitUntil: 'networkidle' });
    const html = await reloaded!.text();
    expect(html).toMatch(new RegExp(`aria-controls="user-menu"[^>]*>(?:(?!</button>)[\\s\\S])*${name}`));
    await hydrated(page);
    await userMenu(page).waitFor();
    expect(await headerLogin(page).count()).toBe(0);

    await userMenu(page).click();
    const logout = page.waitForRequest((r) => r.url().endsWith('/login/logout'));
    await page.getByRole('button', { name: '退出登录' }).click();
    await logout;
    // 退出登录 reloads the page: the server renders it without the session.
    await headerLogin(page).waitFor();
    expect(await sessionCookies(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
