import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { hydrated, openPage, url, useBrowser, visit, viewports } from './browser';
import { images } from './images';
import { shoot } from './shots';
import { fillLogin, loginDialog, personas, userMenu } from './login';

// What only a browser shows of the invited questions: a visitor's whole way through them (the
// page rendered in the browser after the frame's hydration, the sign-in from its dialog, a picture
// picked and sent by the browser, a real reload) and how the page and its dialogs fit. The rules
// (tabs and counts, paging to the end, answering, giving up, the ask form's messages) are checked
// against the API's twin in app/src/features/questions/**/*.test.tsx.
const browser = useBrowser();
/** The expert persona (13800138001) is the world's expert 1002: 23 questions to answer, 6 answered, 2 given up. */
const EXPERT_ID = 1002;

async function loggedIn(path: string, phone: string) {
  const context = await browser().newContext({ viewport: viewports.desktop });
  const { page, errors } = await openPage(context);
  await visit(page, '/');
  await page.getByRole('banner').getByRole('button', { name: '登录', exact: true }).click();
  await fillLogin(page, phone);
  await userMenu(page).waitFor();
  await visit(page, path);
  return { context, page, errors };
}

const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });
const tabLabel = (page: Page, label: string) => page.getByRole('tab', { name: new RegExp(`^${label} \\(\\d+\\)$`) }).textContent();
/** Waits until the tab shows `label (count)`. */
const tabCount = (page: Page, label: string, count: number) => page.getByRole('tab', { name: `${label} (${count})`, exact: true }).waitFor();
/** Lists reload after a write or a tab switch: give them time on a busy machine. */
const panel = (page: Page) => page.getByRole('tabpanel');
const items = (page: Page) => panel(page).locator('ol > li');

describe('invited questions', () => {
  test('a visitor not signed in opens /questions, signs in as the expert from the dialog and answers the first question with a picture; after a reload it is on top of 已回答', async () => {
    const context = await browser().newContext({ viewport: viewports.desktop });
    const { page, errors } = await openPage(context);
    await page.goto(url('/questions'), { waitUntil: 'networkidle' });
    await loginDialog(page).waitFor();
    await fillLogin(page, personas.expert.phone);
    await userMenu(page).waitFor();
    await tabCount(page, '待回答', 23);
    await items(page).nth(1).waitFor();
    const title = (await items(page).first().locator('span').first().textContent())!;
    const second = await items(page).nth(1).textContent();

    await items(page).first().getByRole('button', { name: '写回答' }).click();
    const dialog = page.getByRole('dialog', { name: '写回答' });
    await dialog.getByRole('textbox', { name: '回答内容' }).fill('成本拐点在 2025 年。');
    await dialog.locator('input[type="file"]').setInputFiles([images.jpeg()]);
    await dialog.getByRole('img', { name: '图片 1' }).waitFor();
    const answered = page.waitForRequest((r) => r.url().endsWith('/openapi/v1/vue/topics/answer'));
    await dialog.getByRole('button', { name: '提交回答' }).click();
    const sent = JSON.parse((await answered).postData()!);
    expect(sent).toMatchObject({ text: '成本拐点在 2025 年。', uid: EXPERT_ID });
    expect(sent.imgs).toHaveLength(1);
    const success = page.getByRole('alertdialog');
    await success.getByText('成功回答提问').waitFor();
    await success.getByRole('button', { name: '确定' }).click();
    await tabCount(page, '待回答', 22);
    await tabCount(page, '已回答', 7);
    await expect.poll(() => items(page).first().textContent()).toBe(second);

    await page.reload({ waitUntil: 'networkidle' });
    await hydrated(page);
    expect([await tabLabel(page, '待回答'), await tabLabel(page, '已回答'), await tabLabel(page, '已放弃')]).toEqual(['待回答 (22)', '已回答 (7)', '已放弃 (2)']);
    await tab(page, /^已回答/).click();
    await expect.poll(() => items(page).first().textContent()).toContain(title);
    expect(await items(page).first().getByRole('link').getAttribute('href')).toMatch(/^\/topic\/\d+$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('looks', () => {
  test.each(['desktop', 'mobile'] as const)('the questions page, the answer dialog and the ask dialog fit at %s width', async (viewport) => {
    const { context, page } = await loggedIn('/questions', personas.expert.phone);
    await page.setViewportSize(viewports[viewport]);
    await items(page).first().waitFor();
    expect(await shoot(page, 'questions')).toEqual({ overflow: 0, dialogOutside: 0 });
    await items(page).first().getByRole('button', { name: '写回答' }).click();
    await page.getByRole('dialog', { name: '写回答' }).getByRole('button', { name: '提交回答' }).click();
    await page.getByText('输入回答内容', { exact: true }).last().waitFor();
    expect(await shoot(page, 'answer-dialog')).toEqual({ overflow: 0, dialogOutside: 0 });
    await page.getByRole('dialog', { name: '写回答' }).getByRole('textbox', { name: '回答内容' }).fill('草稿');
    await page.keyboard.press('Escape');
    await page.getByRole('alertdialog').waitFor();
    expect(await shoot(page, 'answer-close-confirm')).toEqual({ overflow: 0, dialogOutside: 0 });
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();

    await visit(page, `/user/${EXPERT_ID}`);
    await page.getByRole('button', { name: '向TA提问' }).click();
    await page.getByRole('dialog', { name: /^向.+提问$/ }).getByRole('button', { name: '提问', exact: true }).click();
    await page.getByText('输入提问标题', { exact: true }).waitFor();
    expect(await shoot(page, 'ask-dialog')).toEqual({ overflow: 0, dialogOutside: 0 });
    await context.close();
  });
});
