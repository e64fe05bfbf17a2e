import { describe, expect, test } from 'vitest';
import { openPage, url, useBrowser, visit, viewports } from './browser';
import { fillLogin, personas, userMenu } from './login';
import { shoot } from './shots';

const browser = useBrowser();

describe('cooperation', () => {
  test('请先登录, then each missing field has its message; a failed send keeps what was typed; success shows the confirmation', async () => {
    const context = await browser().newContext({ viewport: viewports.desktop });
    const { page, errors } = await openPage(context);
    await visit(page, '/');
    const entry = page.locator('section', { has: page.getByRole('heading', { name: '行家入驻' }) }).getByRole('button', { name: '行家入驻' });
    await entry.click();
    const alert = page.getByRole('alertdialog');
    await alert.getByText('请先登录').waitFor();
    await alert.getByRole('button', { name: '确定' }).click();
    await fillLogin(page, personas.visitor.phone);
    await userMenu(page).waitFor();

    await entry.click();
    const dialog = page.getByRole('dialog', { name: '合作申请' });
    const submit = dialog.getByRole('button', { name: '提交' });
    await submit.click();
    const messages = ['填写姓名', '填写任职企业', '填写手机号码', '填写联系邮箱'];
    for (const message of messages) await dialog.getByText(message).waitFor();

    const fields: [string, string, string][] = [
      ['姓名', '王晨', '填写姓名'],
      ['任职企业', '晶显光电科技有限公司', '填写任职企业'],
      ['手机号码', '13900139000', '填写手机号码'],
      ['联系邮箱', 'wangchen@example.com', '填写联系邮箱'],
    ];
    for (const [label, value, message] of fields) {
      await dialog.getByRole('textbox', { name: label }).fill(value);
      await submit.click();
      await expect.poll(() => dialog.getByText(message).count()).toBe(0);
    }
    // The last click above sent the form; success closes it. Open it again to test a failure and a double click.
    await page.getByRole('alertdialog').getByText('资料已提交, 客服人员将与你取得联系。').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();

    await entry.click();
    for (const [label, value] of fields) await dialog.getByRole('textbox', { name: label }).fill(value);
    await dialog.getByRole('radio', { name: '机构合作' }).check();
    await dialog.getByRole('textbox', { name: '合作说明（选填）' }).fill('希望参与年度白皮书调研。');
    await page.route('**/vue/vipcenter/ruzhu', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ code: 1, msg: '提交失败，请稍后重试', json: null }) }),
    );
    await submit.click();
    await dialog.getByText('提交失败，请稍后重试').waitFor();
    for (const [label, value] of fields) expect(await dialog.getByRole('textbox', { name: label }).inputValue()).toBe(value);
    await page.unroute('**/vue/vipcenter/ruzhu');

    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/vue/vipcenter/ruzhu')) sent.push(r.postData()!);
    });
    await submit.dblclick();
    await page.getByRole('alertdialog').getByText('资料已提交, 客服人员将与你取得联系。').waitFor();
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!)).toMatchObject({ name: '王晨', company: '晶显光电科技有限公司', phone: '13900139000', email: 'wangchen@example.com', type: 2, desc: '希望参与年度白皮书调研。' });
    expect(JSON.parse(sent[0]!).uid).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('share', () => {
  test('复制链接 copies the page address and says 复制成功', async () => {
    const context = await browser().newContext({ viewport: viewports.desktop });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url('') });
    const { page, errors } = await openPage(context);
    await visit(page, '/topic/5001');
    const share = page.locator('section', { has: page.getByRole('heading', { name: '分享' }) });
    await share.getByRole('img', { name: '本页二维码' }).waitFor();
    await share.getByRole('button', { name: '复制链接' }).click();
    await share.getByText('复制成功').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url('/topic/5001'));
    expect(errors).toEqual([]);
    await context.close();
  });

  test('when the browser refuses, it says so and shows the link to copy by hand', async () => {
    const context = await browser().newContext({ viewport: viewports.desktop });
    const { page } = await openPage(context);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) } });
    });
    await visit(page, '/topic/5001');
    const share = page.locator('section', { has: page.getByRole('heading', { name: '分享' }) });
    await share.getByRole('button', { name: '复制链接' }).click();
    await share.getByText('复制失败，请手动复制：').waitFor();
    expect(await share.getByRole('textbox', { name: '本页链接' }).inputValue()).toBe(url('/topic/5001'));
    await context.close();
  });
});

describe('looks', () => {
  test.each(['desktop', 'mobile'] as const)('the cooperation form, the event login and the share panel fit at %s width', async (viewport) => {
    const context = await browser().newContext({ viewport: viewports[viewport], reducedMotion: 'reduce' });
    const { page } = await openPage(context);
    await visit(page, '/');
    await page.getByRole('banner').getByRole('button', { name: '登录', exact: true }).click();
    await fillLogin(page, personas.visitor.phone);
    await userMenu(page).waitFor();
    await page.locator('section', { has: page.getByRole('heading', { name: '行家入驻' }) }).getByRole('button', { name: '行家入驻' }).click();
    await page.getByRole('dialog', { name: '合作申请' }).getByRole('button', { name: '提交' }).click();
    await page.getByText('填写联系邮箱').waitFor();
    expect(await shoot(page, 'cooperation-dialog')).toEqual({ overflow: 0, dialogOutside: 0 });

    await visit(page, '/file/1311');
    await page.getByRole('dialog', { name: '登录' }).waitFor();
    expect(await shoot(page, 'event-login')).toEqual({ overflow: 0, dialogOutside: 0 });

    await visit(page, '/topic/5001');
    await page.getByRole('heading', { name: '分享' }).scrollIntoViewIfNeeded();
    expect(await shoot(page, 'topic-share')).toEqual({ overflow: 0, dialogOutside: 0 });
    await context.close();
  });
});
