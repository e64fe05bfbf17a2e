import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useBrowser, visit, viewports } from './browser';
import { loginDialog, personas, QA_CODE } from './login';

// What only a browser shows of the speaker files: a visitor's whole way to a file's pages (the
// page rendered in the browser behind its event login, the token kept across a reload and real
// navigations). The login's messages (验证码错误, 登录失败,您没有报名此活动), the countdown, a
// rejected token and the failures' 文件信息获取失败 and 重试 are checked against the API's twin in
// app/src/features/files/routes/file.test.tsx.
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

describe('event speaker files', () => {
  test('a signed-up visitor opens a file, gets a code and signs in from the dialog; the pages show and stay after a reload, the event’s other file opens, another event’s asks for the login', async () => {
    const { context, page, errors } = await at(`/file/${OWN_FILE}`);
    const dialog = loginDialog(page);
    await dialog.getByText('请使用报名活动时填写的手机号或邮箱登录后查看资料').waitFor();
    await dialog.getByRole('textbox', { name: '手机号' }).fill(personas.attendee.phone);
    const sent = page.waitForRequest((r) => r.url().endsWith('/login/sendCodePhoneOrEmail'));
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    expect(JSON.parse((await sent).postData()!)).toEqual({ account: personas.attendee.phone, channel: 1 });
    await dialog.getByRole('button', { name: /^\d+s$/ }).waitFor();

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
});
