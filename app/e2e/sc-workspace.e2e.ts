import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { dialogReady, hydrated, openPage, seriousViolations, url, useBrowser, viewports } from './browser';
import { MOCK } from './env';

// The supply-chain workspace against the sample backend, per persona (see mock-server/README.md).
const STAFF = '13800138003';
const CUSTOMER = '13800138004';
const NO_SC = '13800138005';
const NO_SC_EMAIL = 'nosc@hangjia.example';
const CODE = '1234';

const browser = useBrowser();
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeEach(async () => {
  await fetch(`${MOCK}/__mock/reset`, { method: 'POST' });
  context = await browser().newContext({ viewport: viewports.desktop, acceptDownloads: true });
  ({ page, errors } = await openPage(context));
});
afterEach(async () => {
  await context.close();
});

const gate = () => page.getByRole('dialog', { name: '登录供应链系统' });
const toast = (text: string) => page.locator('li[data-type]').filter({ hasText: text });
const scNav = () => page.getByRole('navigation', { name: '供应链' });

/** Signs in to the supply chain by SMS through the gate; the page reloads into the workspace. */
async function smsLogin(phone: string, path = '/sc/person') {
  await page.goto(url(path));
  const dialog = gate();
  await dialog.getByLabel('手机号').fill(phone);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await toast('短信已发送，请注意查收').waitFor();
  await dialog.getByLabel('验证码').fill(CODE);
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: '登录' }).click()]);
  await scNav().waitFor();
}

/** Signs in to the portal through the header's login dialog. */
async function portalLogin(account: string) {
  await page.goto(url('/'));
  await hydrated(page);
  await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
  const dialog = page.getByRole('dialog', { name: '登录' });
  if (account.includes('@')) await dialog.getByRole('button', { name: '邮箱验证码登录' }).click();
  await dialog.getByLabel(account.includes('@') ? '邮箱' : '手机号').fill(account);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await dialog.getByLabel('验证码').fill(CODE);
  await dialog.getByRole('button', { name: '立即登录', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

const detail = () => page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: /服务记录/ }) });

/** Opens the user's own items (marked 我的) one after the other until the dialog offers `what`. */
async function openOwnItemWith(what: (dialog: Locator) => Locator): Promise<{ item: Locator; dialog: Locator }> {
  for (const status of ['待完成', '已逾期', '已完成']) {
    await page.getByRole('tab', { name: new RegExp(`^${status}`) }).click();
    const own = page.locator('main article button[aria-haspopup="dialog"]').filter({ hasText: '我的' });
    await own.first().waitFor({ timeout: 5000 }).catch(() => undefined);
    const count = await own.count();
    for (let i = 0; i < count; i++) {
      const item = own.nth(i);
      await item.click();
      const dialog = detail();
      await dialogReady(dialog);
      if (await what(dialog).count()) return { item, dialog };
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
  }
  throw new Error('no own item offers this action');
}

/** Closes the detail and opens the same item again: what it shows now comes from the backend. */
async function reopen(item: Locator): Promise<Locator> {
  await page.keyboard.press('Escape');
  await detail().waitFor({ state: 'hidden' });
  await item.click();
  const dialog = detail();
  await dialogReady(dialog);
  return dialog;
}

describe('the gate', () => {
  test('without a token the children stay hidden behind a dialog that cannot be closed', async () => {
    await page.goto(url('/sc/person'));
    const dialog = gate();
    await dialog.waitFor();
    expect(await scNav().count()).toBe(0);
    expect(await dialog.getByRole('button', { name: '关闭' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.mouse.click(10, 400);
    expect(await dialog.isVisible()).toBe(true);
    // No portal user: the WeChat QR login opens in a new window and returns to /blank.
    const qr = dialog.getByRole('link', { name: /微信扫码登录/ });
    expect(await qr.getAttribute('target')).toBe('_blank');
    const target = new URL((await qr.getAttribute('href'))!);
    expect(target.searchParams.get('redirect_uri')).toBe(url('/blank'));
    const [popup] = await Promise.all([page.waitForEvent('popup'), qr.click()]);
    await popup.close();
    expect(errors).toEqual([]);
  });

  test('the form asks for the phone and the code, and a valid phone before sending', async () => {
    await page.goto(url('/sc/person'));
    const dialog = gate();
    await dialog.getByRole('button', { name: '登录' }).click();
    await dialog.getByText('手机号不能为空').waitFor();
    await dialog.getByText('输入验证码').waitFor();
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await dialog.getByText('输入正确手机号').waitFor();
    await dialog.getByLabel('手机号').fill('12ab');
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await dialog.getByText('输入正确手机号').waitFor();
    expect(await dialog.getByRole('button', { name: '获取验证码' }).isEnabled()).toBe(true);
    // A wrong code shows the server's message and keeps the dialog and what was typed.
    await dialog.getByLabel('手机号').fill(STAFF);
    await dialog.getByLabel('验证码').fill('0000');
    await dialog.getByRole('button', { name: '登录' }).click();
    await dialog.getByText('验证码错误').waitFor();
    expect(await dialog.getByLabel('手机号').inputValue()).toBe(STAFF);
  });

  test('sending counts down 120 s on the disabled button, then offers sending again', async () => {
    await page.clock.install();
    await page.goto(url('/sc/person'));
    await page.clock.pauseAt(Date.now() + 60_000);
    const dialog = gate();
    await dialog.getByLabel('手机号').fill(STAFF);
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await toast('短信已发送，请注意查收').waitFor();
    const counting = dialog.getByRole('button', { name: '120s' });
    await counting.waitFor();
    expect(await counting.isDisabled()).toBe(true);
    await page.clock.runFor(1000);
    await dialog.getByRole('button', { name: '119s' }).waitFor();
    // Each second is its own timer, set after the previous one fired: advance second by second.
    for (let left = 119; left > 0; left--) {
      await dialog.getByRole('button', { name: `${left}s` }).waitFor();
      await page.clock.runFor(1000);
    }
    await dialog.getByRole('button', { name: '获取验证码' }).waitFor();
    expect(await dialog.getByRole('button', { name: '获取验证码' }).isEnabled()).toBe(true);
  });

  test('a failed send shows the server message and enables the button again', async () => {
    await page.route('**/openapi/v1/vue/sendSms**', (route) => route.fulfill({ json: { code: 1, msg: '发送过于频繁', json: null } }));
    await page.goto(url('/sc/person'));
    const dialog = gate();
    await dialog.getByLabel('手机号').fill(STAFF);
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await dialog.getByText('发送过于频繁').waitFor();
    expect(await dialog.getByRole('button', { name: '获取验证码' }).isEnabled()).toBe(true);
  });

  test('keyboard only: type the phone, send the code, type the code and press Enter', async () => {
    await page.goto(url('/sc/person'));
    const dialog = gate();
    await dialog.getByLabel('手机号').waitFor();
    expect(await dialog.getByLabel('手机号').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type(STAFF);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await dialog.getByRole('button', { name: '获取验证码' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await toast('短信已发送，请注意查收').waitFor();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.type(CODE);
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
    await scNav().waitFor();
  });

  test('staff by SMS: token and expiry stored, the page reloads into the workspace and stays after a reload', async () => {
    await smsLogin(STAFF);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('hj_sc_token') ?? 'null'));
    expect(stored.v.token).toBeTruthy();
    expect(stored.v.expiresAt).toBeGreaterThan(Date.now());
    await page.reload();
    await scNav().waitFor();
    expect(await gate().count()).toBe(0);
  });

  test('an expired token counts as none', async () => {
    await page.clock.install();
    await smsLogin(STAFF);
    const expiresAt = await page.evaluate(() => JSON.parse(localStorage.getItem('hj_sc_token')!).v.expiresAt as number);
    await page.clock.setSystemTime(expiresAt + 1000);
    await page.reload();
    await gate().waitFor();
    expect(await scNav().count()).toBe(0);
  });

  test('a portal user with an account gets the token without the dialog', async () => {
    await portalLogin(STAFF);
    await page.goto(url('/sc/person'));
    await scNav().waitFor();
    expect(await gate().count()).toBe(0);
  });

  test('a portal user whose token fetch fails gets the dialog', async () => {
    await portalLogin(NO_SC);
    await page.goto(url('/sc/person'));
    await gate().waitFor();
    expect(await scNav().count()).toBe(0);
  });

  test('a portal user without an account (e-mail login) keeps the dialog', async () => {
    await portalLogin(NO_SC_EMAIL);
    await page.goto(url('/sc/person'));
    const dialog = gate();
    await dialog.waitFor();
    await dialog.getByText('当前账号未绑定手机号').waitFor();
    expect(await dialog.getByRole('link', { name: /微信扫码登录/ }).count()).toBe(0);
  });

  test('401 on a supply-chain call clears the token and reloads once', async () => {
    await smsLogin(STAFF);
    let loads = 0;
    page.on('load', () => loads++);
    // The mock's documented HTTP 401 for this call.
    await page.route('**/openapi/v1/vue/crm/services**', (route) => route.continue({ headers: { ...route.request().headers(), prefer: 'code=401' } }));
    await page.reload();
    await gate().waitFor();
    await page.waitForLoadState('networkidle');
    expect(loads).toBe(2);
    expect(await page.evaluate(() => localStorage.getItem('hj_sc_token'))).toBeNull();
  });
});

describe('the shell and /sc/person', () => {
  test.each([
    ['/sc/person', '个人中心'],
    ['/sc/chart', '产业图表'],
    ['/sc/report', '报告与公告'],
    ['/sc/notice', '报告与公告'],
    ['/sc/memo', '报告与公告'],
  ])('%s marks the tab %s', async (path, tab) => {
    await smsLogin(STAFF, path);
    expect(await scNav().getByRole('link', { name: tab }).getAttribute('aria-current')).toBe('page');
  });

  test('staff: head, service and article tabs, services first; CRM links open new windows with the account', async () => {
    await smsLogin(STAFF);
    const tabs = page.getByRole('tablist', { name: '我的供应链' }).getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['我的服务', '我的文章']);
    expect(await page.getByRole('tab', { name: '我的服务' }).getAttribute('aria-selected')).toBe('true');
    for (const name of ['CRM 服务列表', 'CRM 公司列表', '阅读数据']) {
      const link = page.getByRole('link', { name });
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(new URL((await link.getAttribute('href'))!).searchParams.get('account')).toBe(STAFF);
    }
    const progress = page.getByRole('link', { name: '客户服务进度' });
    expect(await progress.getAttribute('href')).toBe(`/sc/myservice?account=${STAFF}`);
  });

  test('service sub-tabs show their counts and list the matching projects, own items first', async () => {
    await smsLogin(STAFF);
    for (const status of ['待完成', '已逾期', '已完成']) {
      const tab = page.getByRole('tab', { name: new RegExp(`^${status}`) });
      await tab.click();
      await expect.poll(() => tab.textContent()).toMatch(/\(\d+\)/);
      const count = Number((await tab.textContent())!.match(/\((\d+)\)/)![1]);
      // The previous tab's cards stay, marked busy, until this tab's projects have arrived.
      await page.locator('main [aria-busy="true"]').waitFor({ state: 'detached' });
      const cards = page.locator('main article');
      expect(await cards.count()).toBe(count);
      // In each card, no item of someone else comes before one of the user's own.
      for (let i = 0; i < count; i++) {
        const own = await cards.nth(i).locator('li').evaluateAll((lis) => lis.map((li) => li.textContent!.includes('我的')));
        expect(own).toEqual([...own].sort((a, b) => Number(b) - Number(a)));
        for (const name of await cards.nth(i).locator('li button > span:first-child').allTextContents()) expect(name).toMatch(/^[^-]+-.+/);
      }
    }
  });

  test('customer: customer and report tabs, customers first with 暂无 Logo fallbacks; reports carry the token', async () => {
    await smsLogin(CUSTOMER);
    const tabs = page.getByRole('tablist', { name: '我的供应链' }).getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['我的客户', '我的报告']);
    expect(await page.getByRole('tab', { name: '我的客户' }).getAttribute('aria-selected')).toBe('true');
    const clients = page.getByRole('list', { name: '我的客户' }).getByRole('link');
    await clients.first().waitFor();
    await page.getByText('暂无 Logo').first().waitFor();
    expect(await clients.first().getAttribute('target')).toBe('_blank');
    expect(await clients.first().getAttribute('href')).toMatch(/\/company\/\d+\?account=13800138004$/);
    await page.getByRole('tab', { name: '我的报告' }).click();
    await page.getByRole('heading', { name: '白皮书' }).waitFor();
    await page.getByText('调研中').first().waitFor();
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('hj_sc_token')!).v.token as string);
    const wp = page.locator('main a[target="_blank"]').filter({ has: page.locator('img') }).first();
    expect(new URL((await wp.getAttribute('href'))!).searchParams.get('token')).toBe(token);
    expect(await page.locator('main a[href^="/file/"]').count()).toBeGreaterThan(0);
  });

  test('my articles: by month with count, total and average reads; 10 a page', async () => {
    await smsLogin(STAFF);
    await page.getByRole('tab', { name: '我的文章' }).click();
    const months = page.locator('main section[aria-labelledby^="sc-month-"]');
    await months.first().waitFor();
    for (let m = 0; m < (await months.count()); m++) {
      const month = months.nth(m);
      const head = (await month.locator('div').first().textContent())!;
      const [count, total, average] = [/文章数 (\d+)/, /总阅读数 (\d+)/, /平均阅读数 (\d+)/].map((r) => Number(head.match(r)![1])) as [number, number, number];
      const reads: number[] = [];
      for (;;) {
        reads.push(...(await month.locator('tbody tr td:last-child').allTextContents()).map(Number));
        const next = month.getByRole('button', { name: '下一页' });
        if (!(await next.count()) || (await next.isDisabled())) break;
        expect(await month.locator('tbody tr').count()).toBe(10);
        await next.click();
      }
      expect(reads).toHaveLength(count);
      expect(reads.reduce((a, b) => a + b, 0)).toBe(total);
      const read = reads.filter((n) => n > 0);
      expect(average).toBe(read.length ? Math.floor(total / read.length) : 0);
    }
  });
});

describe('the service detail dialog (staff)', () => {
  test('a description: required, saved, shown with safe links after reopening, deleted by its creator', async () => {
    await smsLogin(STAFF);
    const { item, dialog } = await openOwnItemWith((d) => d.getByRole('button', { name: '添加描述' }));
    await dialog.getByRole('button', { name: '添加描述' }).click();
    const form = page.getByRole('dialog', { name: '添加描述' });
    await form.getByRole('button', { name: '保存' }).click();
    await form.getByText('添加描述或者图片').waitFor();
    await toast('添加描述或者图片').waitFor();
    const text = `样稿已确认 https://docs.example.com/a 与 javascript:alert(1) ${Date.now()}`;
    await form.getByLabel('描述').fill(text);
    await form.getByRole('button', { name: '保存' }).click();
    await toast('成功添加描述').waitFor();
    await form.waitFor({ state: 'hidden' });
    const again = await reopen(item);
    const record = again.locator('article').filter({ hasText: '样稿已确认' });
    await record.waitFor();
    const link = record.getByRole('link', { name: 'https://docs.example.com/a' });
    expect(await link.getAttribute('rel')).toContain('noopener');
    expect(await record.getByRole('link', { name: /javascript/ }).count()).toBe(0);
    // The creator deletes it.
    await record.getByRole('button', { name: '删除', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await toast('成功删除').waitFor();
    const last = await reopen(item);
    await last.getByRole('heading', { name: /服务记录/ }).waitFor();
    expect(await last.locator('article').filter({ hasText: '样稿已确认' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('records of others show no delete or screenshot buttons', async () => {
    await smsLogin(STAFF);
    const { dialog } = await openOwnItemWith((d) => d.locator('article').filter({ hasNot: page.getByRole('button', { name: '删除', exact: true }) }));
    const foreign = dialog.locator('article').filter({ hasNot: page.getByRole('button', { name: '删除', exact: true }) }).first();
    expect(await foreign.getByRole('button', { name: '上传截图' }).count()).toBe(0);
    expect(await foreign.getByRole('button', { name: /删除/ }).count()).toBe(0);
  });

  test('a failed save keeps what was typed', async () => {
    await smsLogin(STAFF);
    const { dialog } = await openOwnItemWith((d) => d.getByRole('button', { name: '添加描述' }));
    await dialog.getByRole('button', { name: '添加描述' }).click();
    const form = page.getByRole('dialog', { name: '添加描述' });
    await page.route('**/openapi/v1/vue/crm/save', (route) => route.fulfill({ json: { code: 500, msg: '保存失败，请稍后再试', json: null } }));
    await form.getByLabel('描述').fill('这段文字不能丢');
    await form.getByRole('button', { name: '保存' }).click();
    await form.getByText('保存失败，请稍后再试').waitFor();
    expect(await form.getByLabel('描述').inputValue()).toBe('这段文字不能丢');
  });

  test('an ad: search by industry and keyword on Enter, paged; bound; screenshot uploaded by its creator', async () => {
    await smsLogin(STAFF);
    const { item, dialog } = await openOwnItemWith((d) => d.getByRole('button', { name: '绑定广告' }));
    await dialog.getByRole('button', { name: '绑定广告' }).click();
    const picker = page.getByRole('dialog', { name: '绑定广告' });
    const ads = picker.getByRole('list', { name: '可绑定的广告' }).getByRole('listitem');
    await ads.first().waitFor();
    const firstPage = await ads.allTextContents();
    await picker.getByRole('button', { name: '下一页' }).click();
    await page.waitForFunction((before) => {
      const now = [...document.querySelectorAll('[aria-label="可绑定的广告"] li')].map((li) => li.textContent);
      return now.length > 0 && now.join() !== before;
    }, firstPage.join());
    await picker.getByRole('radio', { name: '第三代半导体' }).check();
    const box = picker.getByLabel('关键词（回车搜索）');
    await box.fill('zzzz-nothing');
    await box.press('Enter');
    await picker.getByText(/没有可绑定的广告|本页没有上架中的广告/).waitFor();
    await picker.getByRole('radio', { name: '全部' }).check();
    await box.fill('');
    await box.press('Enter');
    await ads.first().waitFor();
    const title = (await ads.first().locator('div > div').first().textContent())!;
    await ads.first().getByRole('button', { name: /^绑定/ }).click();
    await toast('成功绑定广告').waitFor();
    const again = await reopen(item);
    const own = again.locator('article').filter({ has: page.getByRole('button', { name: '上传截图' }) }).last();
    await own.waitFor();
    expect(title).toBeTruthy();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), own.getByRole('button', { name: '上传截图' }).click()]);
    await chooser.setFiles({ name: 'shot.png', mimeType: 'image/png', buffer: PNG });
    await toast('成功上传截图').waitFor();
    const last = await reopen(item);
    await last.getByRole('img', { name: '截图' }).first().waitFor();
  });

  test('a company binding: required fields, remote search, radios by type, saved and shown after reopening', async () => {
    await smsLogin(STAFF);
    const { item, dialog } = await openOwnItemWith((d) => d.getByRole('button', { name: '保存绑定' }));
    await dialog.getByRole('button', { name: '保存绑定' }).click();
    await dialog.getByText('填写公司简称、时间信息').waitFor();
    await toast('填写公司简称、时间信息').waitFor();
    const name = (await dialog.getByRole('heading').first().textContent())!;
    const serviceTypes = await dialog.getByRole('group', { name: '服务类型' }).getByRole('radio').count();
    if (name.trim() === '内容服务-其它服务') {
      expect(serviceTypes).toBe(1);
      expect(await dialog.getByRole('group', { name: '公众号' }).count()).toBe(0);
    } else {
      expect([0, 5]).toContain(serviceTypes);
      expect(await dialog.getByRole('group', { name: '公众号' }).getByRole('radio').count()).toBe(3);
    }
    await dialog.getByLabel('公司简称').fill('光');
    const option = dialog.getByRole('list', { name: '匹配的公司' }).getByRole('button').first();
    await option.waitFor();
    const company = (await option.textContent())!;
    await option.click();
    await dialog.getByLabel('开始日期').fill('2024-03-01');
    await dialog.getByLabel('结束日期').fill('2024-03-31');
    await dialog.getByRole('button', { name: '保存绑定' }).click();
    await toast('设置成功').waitFor();
    const again = await reopen(item);
    await again.locator('article').filter({ hasText: company }).filter({ hasText: '2024-03-01' }).first().waitFor();
  });

  test('the report downloads under its Chinese file name', async () => {
    await smsLogin(STAFF);
    const { dialog } = await openOwnItemWith((d) => d.getByRole('button', { name: '下载服务报告' }));
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: '下载服务报告' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^[^\x00-\x7f].*\.xlsx$/);
  });

  test('keyboard: the description dialog is reached, filled and saved with the keyboard; Escape closes only it', async () => {
    await smsLogin(STAFF);
    const { dialog } = await openOwnItemWith((d) => d.getByRole('button', { name: '添加描述' }));
    const add = dialog.getByRole('button', { name: '添加描述' });
    await add.focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: '添加描述' });
    await dialogReady(form);
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'hidden' });
    // The detail is hidden from the accessibility tree while the form is open; it is back (and
    // still open) once the form's layer is gone. (On a busy machine this Escape once reached the
    // detail's layer before the form's and closed both: dialog-shell.tsx now gives Escape to the
    // dialog holding the focus; keyboard.e2e.ts sends one the moment the form takes it.)
    await dialog.waitFor({ timeout: 5000 });
    await expect.poll(() => add.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await form.waitFor();
    for (let i = 0; i < 3 && !(await form.getByLabel('描述').evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await page.keyboard.type('键盘录入的描述');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await form.getByRole('button', { name: '保存' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await toast('成功添加描述').waitFor();
  });

  test('keyboard: an item opens with Enter, Escape closes and returns focus to it', async () => {
    await smsLogin(STAFF);
    const item = page.locator('main article button[aria-haspopup="dialog"]').first();
    await item.focus();
    await page.keyboard.press('Enter');
    const dialog = detail();
    await dialog.waitFor();
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => item.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});

describe('accessibility', () => {
  test('the gate, the person page and the detail dialog have no serious axe violations', async () => {
    await page.goto(url('/sc/person'));
    await gate().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await smsLogin(STAFF);
    await page.locator('main article').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('main article button[aria-haspopup="dialog"]').first().click();
    await detail().getByRole('heading', { name: /服务记录/ }).waitFor();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  });
});

describe('layout', () => {
  test.each(['desktop', 'mobile'] as const)('at %s width nothing runs off the page (screenshots in /tmp/shots/sc)', async (viewport) => {
    await page.setViewportSize(viewports[viewport]);
    const shot = (name: string) => page.screenshot({ path: `/tmp/shots/sc/${name}-${viewport}.png`, fullPage: true });
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await page.goto(url('/sc/person'));
    await gate().waitFor();
    await shot('e2e-gate');
    expect(await fits()).toBe(true);
    await smsLogin(STAFF);
    await page.locator('main article').first().waitFor();
    await shot('e2e-person-staff');
    expect(await fits()).toBe(true);
    await page.getByRole('tab', { name: '我的文章' }).click();
    await page.locator('main table').first().waitFor();
    await shot('e2e-articles');
    expect(await fits()).toBe(true);
    await page.getByRole('tab', { name: '我的服务' }).click();
    await page.locator('main article button[aria-haspopup="dialog"]').first().click();
    await detail().getByRole('heading', { name: /服务记录/ }).waitFor();
    await page.waitForFunction(() => [...document.getAnimations()].every((a) => a.playState !== 'running'));
    await page.screenshot({ path: `/tmp/shots/sc/e2e-detail-${viewport}.png` });
    const box = (await detail().boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewports[viewport].width);
  });
});

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
