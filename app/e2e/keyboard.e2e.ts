import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { announced, focusIn, focusOn, hasFocus, recordAnnouncements, tabTo } from './announcements';
import { openPage, url, useBrowser, viewports, visit } from './browser';
import { MOCK } from './env';
import { personas, QA_CODE, userMenu } from './login';

// Journeys without a mouse: Tab, Shift+Tab, Enter, Escape and typing only. After each step the
// test reads where the focus is, as a screen-reader user would hear it, and what was announced.

const browser = useBrowser();
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeEach(async () => {
  await fetch(`${MOCK}/__mock/reset`, { method: 'POST' });
  context = await browser().newContext({ viewport: viewports.desktop });
  await recordAnnouncements(context);
  ({ page, errors } = await openPage(context));
});
afterEach(async () => {
  expect(errors).toEqual([]);
  await context.close();
});

const banner = () => page.getByRole('banner');

/** Signs in from the header's 登录 with the keyboard alone; the focus ends on the user's menu. */
async function signIn(phone: string) {
  const entry = banner().getByRole('button', { name: '登录', exact: true });
  await tabTo(page, entry);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '登录' });
  await focusIn(dialog);
  await tabTo(page, dialog.getByRole('textbox', { name: '手机号' }));
  await page.keyboard.type(phone);
  await tabTo(page, dialog.getByRole('button', { name: '获取验证码' }));
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: /^\d+s$/ }).waitFor();
  await tabTo(page, dialog.getByRole('textbox', { name: '验证码' }), { back: true });
  await page.keyboard.type(QA_CODE);
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'hidden' });
  // 登录 has given way to the user's menu: the focus is there, and the change is said.
  await focusOn(userMenu(page));
  expect(await announced(page, '登录成功')).toMatchObject({ role: 'status', live: 'polite' });
}

describe('keyboard journeys', () => {
  test('sign in with a phone code: 登录, phone, 获取验证码, code, Enter; the focus ends on the user menu', async () => {
    await visit(page, '/');
    // Escape first: the dialog closes and the focus is back on 登录.
    const entry = banner().getByRole('button', { name: '登录', exact: true });
    await tabTo(page, entry);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '登录' });
    await focusIn(dialog);
    // An empty form says what is missing, read at once.
    await tabTo(page, dialog.getByRole('button', { name: '立即登录', exact: true }));
    await page.keyboard.press('Enter');
    expect(await announced(page, '填写账号', 'alert')).toMatchObject({ role: 'alert', live: 'assertive' });
    expect(await hasFocus(dialog.getByRole('button', { name: '立即登录', exact: true }))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await focusOn(entry);

    await signIn(personas.visitor.phone);
    // The menu opens with Enter; Escape closes it and keeps the focus on its button.
    await page.keyboard.press('Enter');
    const item = page.getByRole('link', { name: '邀请回答' });
    await tabTo(page, item);
    await page.keyboard.press('Escape');
    await item.waitFor({ state: 'hidden' });
    await focusOn(userMenu(page));
  });

  test('ask an expert a question: 向TA提问, the title missing, then sent; the focus returns to 向TA提问', async () => {
    await visit(page, '/');
    await signIn(personas.visitor.phone);
    await visit(page, '/topic/5001');
    const ask = page.getByRole('main').getByRole('button', { name: '向TA提问' });
    await tabTo(page, ask);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^向.+提问$/ });
    await focusIn(dialog);
    const title = dialog.getByRole('textbox', { name: '提问标题' });
    expect(await hasFocus(title)).toBe(true);
    const send = dialog.getByRole('button', { name: '提问', exact: true });
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    expect(await announced(page, '输入提问标题', 'alert')).toMatchObject({ role: 'alert', live: 'assertive' });
    await tabTo(page, title, { back: true });
    await page.keyboard.type(`Mini LED 背光的分区数还会再翻倍吗？${Date.now() % 1000}`);
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    const success = page.getByRole('alertdialog');
    await success.getByText('成功提问').waitFor();
    await focusOn(success.getByRole('button', { name: '确定' }));
    await page.keyboard.press('Enter');
    await success.waitFor({ state: 'hidden' });
    await focusOn(ask);
  });

  test('answer an invited question: 写回答, text, 提交回答, 成功回答提问; the focus stays in the list', async () => {
    await visit(page, '/');
    await signIn(personas.expert.phone);
    await visit(page, '/questions');
    const panel = page.getByRole('tabpanel');
    const answer = panel.getByRole('button', { name: '写回答' }).first();
    await tabTo(page, answer);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '写回答' });
    await focusIn(dialog);
    await tabTo(page, dialog.getByRole('textbox', { name: '回答内容' }));
    await page.keyboard.type('量产良率已过九成，明年看成本。');
    await tabTo(page, dialog.getByRole('button', { name: '提交回答' }));
    await page.keyboard.press('Enter');
    const success = page.getByRole('alertdialog');
    await success.getByText('成功回答提问').waitFor();
    await focusOn(success.getByRole('button', { name: '确定' }));
    await page.keyboard.press('Enter');
    await success.waitFor({ state: 'hidden' });
    // The answered question leaves 待回答 (its 写回答 with it): the focus stays in the list's panel.
    await expect.poll(() => panel.evaluate((el) => el.contains(document.activeElement)), { timeout: 10_000 }).toBe(true);
  });

  test('apply for an award: 立即申报, a type by arrow keys, 在线申报, the notice; the focus returns to 立即申报', async () => {
    await visit(page, '/event/led2024');
    const apply = page.getByRole('button', { name: '立即申报' }).first();
    await tabTo(page, apply);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '申报2024行家说极光奖' });
    await focusIn(dialog);
    const radios = dialog.getByRole('radio');
    await tabTo(page, radios.first());
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => radios.nth(1).isChecked()).toBe(true);
    expect(await hasFocus(radios.nth(1))).toBe(true);
    await tabTo(page, dialog.getByRole('button', { name: '在线申报' }));
    await page.keyboard.press('Enter');
    const notice = page.getByRole('alertdialog', { name: '提示' });
    await focusOn(notice.getByRole('button', { name: '确定' }));
    await page.keyboard.press('Enter');
    await notice.waitFor({ state: 'hidden' });
    await focusOn(apply);
  });
});

describe('keyboard journeys in the supply chain', () => {
  const STAFF = '13800138003';

  /** The gate's sign-in with the keyboard: the page reloads into the workspace. */
  async function scSignIn() {
    await page.goto(url('/sc/person'));
    const gate = page.getByRole('dialog', { name: '登录供应链系统' });
    await focusIn(gate);
    await tabTo(page, gate.getByLabel('手机号'));
    await page.keyboard.type(STAFF);
    await tabTo(page, gate.getByRole('button', { name: '获取验证码' }));
    await page.keyboard.press('Enter');
    expect(await announced(page, '短信已发送，请注意查收')).toMatchObject({ role: 'status', live: 'polite' });
    await tabTo(page, gate.getByLabel('验证码'), { back: true });
    await page.keyboard.type(QA_CODE);
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
    await page.getByRole('navigation', { name: '供应链' }).waitFor();
  }

  test('the supply-chain sign-in: phone, 获取验证码 (announced), code, Enter; the workspace starts from the top', async () => {
    await scSignIn();
    // A new page: the focus is at its start, and the first Tab goes into it.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  });

  test('a service edit: an item by Enter, 添加描述, text, 保存 (announced); the focus walks back to the item', async () => {
    await scSignIn();
    const detail = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: /服务记录/ }) });
    const own = page.locator('main article button[aria-haspopup="dialog"]').filter({ hasText: '我的' });
    // The user's own items, one after the other, until one offers 添加描述.
    let item: Locator | undefined;
    for (const status of ['待完成', '已逾期', '已完成']) {
      const tab = page.getByRole('tab', { name: new RegExp(`^${status}`) });
      await tabTo(page, tab, { max: 60 });
      await page.keyboard.press('Enter');
      await own.first().waitFor({ timeout: 5000 }).catch(() => undefined);
      for (let i = 0; i < (await own.count()) && !item; i++) {
        await tabTo(page, own.nth(i), { max: 60 });
        await page.keyboard.press('Enter');
        await focusIn(detail);
        if (await detail.getByRole('button', { name: '添加描述' }).count()) item = own.nth(i);
        else {
          await page.keyboard.press('Escape');
          await detail.waitFor({ state: 'hidden' });
          await focusOn(own.nth(i));
        }
      }
      if (item) break;
    }
    expect(item, 'an own item offering 添加描述').toBeDefined();

    const add = detail.getByRole('button', { name: '添加描述' });
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: '添加描述' });
    await focusIn(form);
    // Escape closes only the form; the focus is back on 添加描述, in the detail.
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'hidden' });
    await focusOn(add);
    await detail.waitFor();

    // Escape the very moment the form takes the focus (a slow phone, a busy machine: before
    // Radix has put the form's layer on top of the detail's) closes the form, not the detail.
    await page.evaluate(() => {
      const pressEscape = (event: FocusEvent) => {
        const target = event.target as Element;
        if (target.closest('[role="dialog"]')?.querySelector('h2')?.textContent !== '添加描述') return;
        document.removeEventListener('focusin', pressEscape, true);
        target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
      };
      document.addEventListener('focusin', pressEscape, true);
    });
    await page.keyboard.press('Enter');
    await form.waitFor({ state: 'hidden' });
    await focusOn(add);
    await detail.waitFor();

    await page.keyboard.press('Enter');
    await focusIn(form);
    // Saved empty: the form's message is read at once, and so is the error toast.
    const save = form.getByRole('button', { name: '保存' });
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    expect(await announced(page, '通知 添加描述或者图片')).toMatchObject({ role: 'status', live: 'assertive' });
    expect(await announced(page, '添加描述或者图片', 'alert')).toMatchObject({ role: 'alert', live: 'assertive' });
    expect(await hasFocus(save)).toBe(true);
    await tabTo(page, form.getByLabel('描述'));
    await page.keyboard.type('键盘录入的描述');
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    expect(await announced(page, '通知 成功添加描述')).toMatchObject({ role: 'status', live: 'polite' });
    await form.waitFor({ state: 'hidden' });
    await focusOn(add);
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });
    await focusOn(item!);
  });
});
