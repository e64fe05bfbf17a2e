import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { hydrated, openPage, url, useBrowser, visit, viewports } from './browser';
import { images } from './images';
import { shoot } from './shots';
import { fillLogin, loginDialog, personas, userMenu } from './login';

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
  test('tabs with counts; 待回答 loads 20, then the rest and 没有更多; 已回答 titles link to the topic', async () => {
    const { context, page, errors } = await loggedIn('/questions', personas.expert.phone);
    expect(await tabLabel(page, '待回答')).toBe('待回答 (23)');
    expect(await tabLabel(page, '已回答')).toBe('已回答 (6)');
    expect(await tabLabel(page, '已放弃')).toBe('已放弃 (2)');
    await items(page).nth(19).waitFor();
    expect(await items(page).count()).toBe(20);
    expect(await panel(page).getByRole('button', { name: '放弃回答' }).count()).toBe(20);
    const more = page.waitForRequest((r) => r.url().endsWith('/openapi/v1/vue/questions'));
    await panel(page).getByRole('button', { name: '加载更多' }).dblclick();
    const body = JSON.parse((await more).postData()!);
    expect(body).toMatchObject({ type: 2, limit: 20, id: EXPERT_ID });
    await panel(page).getByRole('button', { name: '没有更多' }).waitFor();
    expect(await items(page).count()).toBe(23);

    await tab(page, /^已回答/).click();
    await items(page).first().waitFor();
    expect(await panel(page).getByRole('button', { name: '写回答' }).count()).toBe(0);
    const href = await items(page).first().getByRole('link').getAttribute('href');
    expect(href).toMatch(/^\/topic\/\d+$/);

    await tab(page, /^已放弃/).click();
    await items(page).first().waitFor();
    expect(await panel(page).getByRole('button', { name: '写回答' }).count()).toBe(2);
    expect(await panel(page).getByRole('button', { name: '放弃回答' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('write an answer: 输入回答内容, the close-confirm keeps or clears, JPEG only; success moves the item and the counts, kept after a reload', async () => {
    const { context, page, errors } = await loggedIn('/portal/questions', personas.expert.phone);
    await items(page).first().waitFor();
    const title = (await items(page).first().locator('span').first().textContent())!;
    // Sample titles repeat: the answered question is told apart by how many items carry its title.
    const withTitle = async () => (await items(page).allTextContents()).filter((t) => t.includes(title)).length;
    const before = await withTitle();
    const second = await items(page).nth(1).textContent();
    await items(page).first().getByRole('button', { name: '写回答' }).click();
    const dialog = page.getByRole('dialog', { name: '写回答' });
    await dialog.getByRole('button', { name: '提交回答' }).click();
    await dialog.getByText('输入回答内容').waitFor();

    const text = dialog.getByRole('textbox', { name: '回答内容' });
    await text.fill('Mini LED 背光的成本拐点在 2025 年。');
    await dialog.getByRole('button', { name: '关闭' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('关闭后会清空回答内容, 确认关闭?').waitFor();
    await confirm.getByRole('button', { name: '取消' }).click();
    expect(await text.inputValue()).toBe('Mini LED 背光的成本拐点在 2025 年。');
    await page.keyboard.press('Escape');
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'detached' });
    await items(page).first().getByRole('button', { name: '写回答' }).click();
    expect(await page.getByRole('dialog', { name: '写回答' }).getByRole('textbox', { name: '回答内容' }).inputValue()).toBe('');
    // Empty: closes at once.
    await page.getByRole('dialog', { name: '写回答' }).getByRole('button', { name: '关闭' }).click();
    await page.getByRole('dialog', { name: '写回答' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('alertdialog').count()).toBe(0);

    await items(page).first().getByRole('button', { name: '写回答' }).click();
    const again = page.getByRole('dialog', { name: '写回答' });
    await again.getByRole('textbox', { name: '回答内容' }).fill('成本拐点在 2025 年。');
    const input = again.locator('input[type="file"]');
    await input.setInputFiles([images.png()]);
    await again.getByText('上传图片只能是 JPG/PNG 格式!').waitFor();
    await input.setInputFiles([images.jpeg()]);
    await again.getByRole('img', { name: '图片 1' }).waitFor();

    const answered = page.waitForRequest((r) => r.url().endsWith('/openapi/v1/vue/topics/answer'));
    await again.getByRole('button', { name: '提交回答' }).dblclick();
    const sent = JSON.parse((await answered).postData()!);
    expect(sent).toMatchObject({ text: '成本拐点在 2025 年。', uid: EXPERT_ID });
    expect(sent.imgs).toHaveLength(1);
    const success = page.getByRole('alertdialog');
    await success.getByText('成功回答提问').waitFor();
    await success.getByRole('button', { name: '确定' }).click();
    await tabCount(page, '待回答', 22);
    await tabCount(page, '已回答', 7);
    await expect.poll(() => items(page).first().textContent()).toBe(second);
    expect(await withTitle()).toBe(before - 1);

    await page.reload({ waitUntil: 'networkidle' });
    await hydrated(page);
    expect(await tabLabel(page, '已回答')).toBe('已回答 (7)');
    await tab(page, /^已回答/).click();
    await expect.poll(() => items(page).first().textContent()).toContain(title);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('give up: 放弃回答此问题? then the question moves to 已放弃 and the counts change, kept after a reload', async () => {
    const { context, page, errors } = await loggedIn('/questions', personas.expert.phone);
    await items(page).first().waitFor();
    const title = (await items(page).first().locator('span').first().textContent())!;
    await items(page).first().getByRole('button', { name: '放弃回答' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('放弃回答此问题?').waitFor();
    const update = page.waitForRequest((r) => r.url().endsWith('/openapi/v1/vue/topics/update'));
    await confirm.getByRole('button', { name: '确定' }).click();
    expect(JSON.parse((await update).postData()!)).toMatchObject({ field: 'state', val: 0 });
    await tabCount(page, '待回答', 22);
    await tabCount(page, '已放弃', 3);

    await page.reload({ waitUntil: 'networkidle' });
    await hydrated(page);
    expect(await tabLabel(page, '待回答')).toBe('待回答 (22)');
    expect(await tabLabel(page, '已放弃')).toBe('已放弃 (3)');
    await tab(page, /^已放弃/).click();
    await expect.poll(() => panel(page).textContent()).toContain(title);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a question given up is answered from 已放弃: it moves to 已回答 and the counts change, kept after a reload', async () => {
    const { context, page, errors } = await loggedIn('/questions', personas.expert.phone);
    await tab(page, /^已放弃/).click();
    await items(page).first().waitFor();
    const title = (await items(page).first().locator('span').first().textContent())!;
    await items(page).first().getByRole('button', { name: '写回答' }).click();
    const dialog = page.getByRole('dialog', { name: '写回答' });
    await dialog.getByRole('textbox', { name: '回答内容' }).fill('放弃后再答：看驱动IC的供货。');
    await dialog.getByRole('button', { name: '提交回答' }).click();
    const success = page.getByRole('alertdialog');
    await success.getByText('成功回答提问').waitFor();
    await success.getByRole('button', { name: '确定' }).click();
    await tabCount(page, '已放弃', 1);
    await tabCount(page, '已回答', 7);

    await page.reload({ waitUntil: 'networkidle' });
    await hydrated(page);
    expect([await tabLabel(page, '待回答'), await tabLabel(page, '已回答'), await tabLabel(page, '已放弃')]).toEqual(['待回答 (23)', '已回答 (7)', '已放弃 (1)']);
    await tab(page, /^已回答/).click();
    await expect.poll(() => items(page).first().textContent()).toContain(title);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a visitor who is not an expert sees an empty state; a visitor not signed in gets the login dialog', async () => {
    const { context, page, errors } = await loggedIn('/questions', personas.visitor.phone);
    await panel(page).getByText('暂无问题').waitFor();
    expect(await tabLabel(page, '待回答')).toBe('待回答 (0)');
    expect(errors).toEqual([]);
    await context.close();

    const other = await browser().newContext({ viewport: viewports.desktop });
    const { page: anonymous } = await openPage(other);
    await anonymous.goto(url('/questions'), { waitUntil: 'networkidle' });
    await loginDialog(anonymous).waitFor();
    await fillLogin(anonymous, personas.expert.phone);
    await tab(anonymous, /^待回答/).waitFor();
    await other.close();
  });
});

describe('ask a question', () => {
  test('请先登录 then the login; 输入提问标题; each image rejection; a failed send keeps all; success 成功提问 and the expert finds it after a reload', async () => {
    const context = await browser().newContext({ viewport: viewports.desktop });
    const { page, errors } = await openPage(context);
    await visit(page, `/user/${EXPERT_ID}`);
    await page.getByRole('button', { name: '向TA提问' }).click();
    const alert = page.getByRole('alertdialog');
    await alert.getByText('请先登录').waitFor();
    await alert.getByRole('button', { name: '确定' }).click();
    await fillLogin(page, personas.visitor.phone);
    await userMenu(page).waitFor();

    await page.getByRole('button', { name: '向TA提问' }).click();
    const dialog = page.getByRole('dialog', { name: /^向.+提问$/ });
    await dialog.getByRole('button', { name: '提问', exact: true }).click();
    await dialog.getByText('输入提问标题').waitFor();
    await dialog.getByText('标题 2-50 个字').waitFor();

    const input = dialog.locator('input[type="file"]');
    await input.setInputFiles([images.gif()]);
    await dialog.getByText('上传图片只能是 JPG/PNG 格式!').waitFor();
    await input.setInputFiles([images.large()]);
    await dialog.getByText('上传图片大小不能超过 2m!').waitFor();
    await input.setInputFiles([images.png(), images.jpeg()]);
    await dialog.getByRole('img', { name: '图片 2' }).waitFor();

    const title = `Micro LED 巨量转移的良率瓶颈在哪里？${Date.now() % 1000}`;
    await dialog.getByRole('textbox', { name: '提问标题' }).fill(title);
    await dialog.getByRole('textbox', { name: '问题描述（选填）' }).fill('想了解 2025 年的量产进度。');
    await dialog.getByRole('checkbox', { name: '匿名' }).check();

    // The first send fails: the message shows, nothing typed or picked is lost.
    await page.route('**/openapi/v1/vue/topics/askQuestion', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ code: 1, msg: '提问过于频繁', json: null }) }),
    );
    await dialog.getByRole('button', { name: '提问', exact: true }).click();
    await dialog.getByText('提问过于频繁').waitFor();
    expect(await dialog.getByRole('textbox', { name: '提问标题' }).inputValue()).toBe(title);
    expect(await dialog.getByRole('img', { name: /^图片 \d$/ }).count()).toBe(2);
    await page.unroute('**/openapi/v1/vue/topics/askQuestion');

    const asks: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/openapi/v1/vue/topics/askQuestion')) asks.push(r.postData()!);
    });
    await dialog.getByRole('button', { name: '提问', exact: true }).dblclick();
    const success = page.getByRole('alertdialog');
    await success.getByText('成功提问').waitFor();
    expect(await success.getByRole('heading').textContent()).toBe('提示');
    expect(asks).toHaveLength(1);
    const sent = JSON.parse(asks[0]!);
    expect(sent).toMatchObject({ title, text: '想了解 2025 年的量产进度。', hidden: 1, toUid: EXPERT_ID });
    expect(sent.imgs).toHaveLength(2);
    await success.getByRole('button', { name: '确定' }).click();
    await page.getByRole('button', { name: '向TA提问' }).click();
    expect(await page.getByRole('dialog', { name: /^向.+提问$/ }).getByRole('textbox', { name: '提问标题' }).inputValue()).toBe('');
    await page.keyboard.press('Escape');

    // The expert, in the same browser, finds it on top of 待回答 after a reload.
    await userMenu(page).click();
    // Logging out reloads the page: its new document must hydrate before 登录 does anything.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: '退出登录' }).click();
    await reloaded;
    await hydrated(page);
    await page.getByRole('banner').getByRole('button', { name: '登录', exact: true }).click();
    await fillLogin(page, personas.expert.phone);
    await userMenu(page).waitFor();
    await page.goto(url('/questions'), { waitUntil: 'networkidle' });
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => items(page).first().textContent()).toContain(title);
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
