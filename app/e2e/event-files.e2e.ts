import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useBrowser, visit, viewports } from './browser';
import { loginDialog, personas, QA_CODE } from './login';

const browser = useBrowser();
/** The attendee persona signed up for event 1103 only; file 1301 is of that event, 1311 of event 1104. */
const OWN_FILE = 1301;
const SAME_EVENT_FILE = 1302;
const OTHER_EVENT_FILE = 1311;

async function at(path: string) {
  const context = await browser().newContext({ viewport: viewports.desktop });
  const { page, errors } = await openPage(context);
  await visit(page, path);
  return { context, page, errors };
}

const pages = (page: Page) => page.getByRole('list', { name: '资料预览' }).getByRole('img');

async function eventLogin(page: Page, account: string, { email = false, code = QA_CODE } = {}) {
  const dialog = loginDialog(page);
  await dialog.waitFor();
  if (email) await dialog.getByRole('button', { name: '邮箱验证码登录' }).click();
  await dialog.getByRole('textbox', { name: email ? '邮箱' : '手机号' }).fill(account);
  await dialog.getByRole('textbox', { name: '验证码' }).fill(code);
  await dialog.getByRole('button', { name: '立即登录', exact: true }).click();
}

describe('event speaker files', () => {
  test('a signed-up account: code sent, a wrong code 验证码错误, sign-in for the event; the token opens that event’s files only', async () => {
    const { context, page, errors } = await at(`/file/${OWN_FILE}`);
    const dialog = loginDialog(page);
    await dialog.getByText('请使用报名活动时填写的手机号或邮箱登录后查看资料').waitFor();
    await dialog.getByRole('textbox', { name: '手机号' }).fill(personas.attendee.phone);
    const sent = page.waitForRequest((r) => r.url().endsWith('/login/sendCodePhoneOrEmail'));
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    expect(JSON.parse((await sent).postData()!)).toEqual({ account: personas.attendee.phone, channel: 1 });
    await dialog.getByRole('button', { name: /^\d+s$/ }).waitFor();

    await dialog.getByRole('textbox', { name: '验证码' }).fill('0000');
    await dialog.getByRole('button', { name: '立即登录', exact: true }).click();
    await dialog.getByText('验证码错误').waitFor();

    const signIn = page.waitForRequest((r) => r.url().endsWith('/login/signinPhoneOrEmail'));
    await dialog.getByRole('textbox', { name: '验证码' }).fill(QA_CODE);
    await dialog.getByRole('button', { name: '立即登录', exact: true }).click();
    expect(JSON.parse((await signIn).postData()!)).toEqual({ account: personas.attendee.phone, eventId: 1103, channel: 1 });
    await dialog.waitFor({ state: 'detached' });
    await pages(page).first().waitFor();
    expect(await pages(page).count()).toBeGreaterThan(2);

    await page.reload({ waitUntil: 'networkidle' });
    await pages(page).first().waitFor();
    expect(await loginDialog(page).count()).toBe(0);
    await visit(page, `/file/${SAME_EVENT_FILE}`);
    await pages(page).first().waitFor();

    await visit(page, `/file/${OTHER_EVENT_FILE}`);
    await loginDialog(page).waitFor();
    expect(await pages(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('an account not signed up for the event: 登录失败,您没有报名此活动, and the dialog stays', async () => {
    const { context, page } = await at(`/file/${OTHER_EVENT_FILE}`);
    await eventLogin(page, personas.attendee.email, { email: true });
    await loginDialog(page).getByText('登录失败,您没有报名此活动').waitFor();
    expect(await pages(page).count()).toBe(0);
    await context.close();
  });

  test('a rejected token (code 2) is dropped and the login shows again; another failure alerts 文件信息获取失败', async () => {
    const { context, page, errors } = await at(`/file/${OWN_FILE}`);
    await eventLogin(page, personas.attendee.phone);
    await pages(page).first().waitFor();

    // The server no longer takes the stored token.
    await page.route('**/login/getEventFile', (route) => route.continue({ headers: { ...route.request().headers(), prefer: 'example=tokenRejected' } }));
    await page.reload({ waitUntil: 'networkidle' });
    await loginDialog(page).waitFor();
    await page.unroute('**/login/getEventFile');
    await page.reload({ waitUntil: 'networkidle' });
    await loginDialog(page).waitFor();
    expect(await pages(page).count()).toBe(0);

    await eventLogin(page, personas.attendee.phone);
    await pages(page).first().waitFor();
    await page.route('**/login/getEventFile', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ code: 500, msg: '服务繁忙', json: null }) }),
    );
    await page.reload({ waitUntil: 'networkidle' });
    const alert = page.getByRole('alertdialog');
    await alert.getByText('文件信息获取失败').waitFor();
    await alert.getByRole('button', { name: '确定' }).click();
    expect(await loginDialog(page).count()).toBe(0);
    // Behind it the page says so and offers 重试 (not an endless 加载中…); once the server is back, 重试 shows the pages.
    const failed = page.getByRole('main').getByRole('alert');
    await failed.getByText('文件信息获取失败').waitFor();
    await page.unroute('**/login/getEventFile');
    await failed.getByRole('button', { name: '重试' }).click();
    await pages(page).first().waitFor();
    expect(errors.filter((e) => !e.includes('500'))).toEqual([]);
    await context.close();
  });

  test('when the file’s event cannot be read, the page shows 文件信息获取失败 and 重试 instead of loading forever', async () => {
    const context = await browser().newContext({ viewport: viewports.desktop });
    const { page } = await openPage(context);
    await page.route('**/events/m/fileEventId/**', (route) => route.fulfill({ contentType: 'text/html', body: '<html>bad gateway</html>' }));
    await visit(page, `/file/${OWN_FILE}`);
    const failed = page.getByRole('main').getByRole('alert');
    await failed.getByText('文件信息获取失败').waitFor();
    expect(await page.getByRole('main').getByText('加载中…').count()).toBe(0);
    await page.unroute('**/events/m/fileEventId/**');
    await failed.getByRole('button', { name: '重试' }).click();
    await loginDialog(page).waitFor();
    await context.close();
  });
});
