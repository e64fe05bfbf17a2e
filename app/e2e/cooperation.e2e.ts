import { describe, expect, test } from 'vitest';
import { openPage, useBrowser, visit, viewports } from './browser';
import { fillLogin, loginDialog, personas, userMenu } from './login';
import { fitsBothWidths } from './shots';

// What only a browser shows of the cooperation form, the event login and the share panel: that
// each fits at 1440 and 375 px (nothing runs off sideways, no dialog past the edges), one visit of
// each page. What they do, against the API's twin in jsdom: src/components/cooperation/
// cooperation.test.tsx (请先登录, the four messages, a refused send, one send per double click) and
// src/components/share/copy-link.test.tsx (the page's QR code, 复制链接, a refused clipboard).

const browser = useBrowser();

describe('looks', () => {
  test('the cooperation form with its messages, the event login and the share panel fit at 1440 and 375 px', async () => {
    const context = await browser().newContext({ viewport: viewports.desktop, reducedMotion: 'reduce' });
    const { page, errors } = await openPage(context);
    await visit(page, '/');
    await page.getByRole('banner').getByRole('button', { name: '登录', exact: true }).click();
    await fillLogin(page, personas.visitor.phone);
    await userMenu(page).waitFor();
    await page.locator('section', { has: page.getByRole('heading', { name: '行家入驻' }) }).getByRole('button', { name: '行家入驻' }).click();
    await page.getByRole('dialog', { name: '合作申请' }).getByRole('button', { name: '提交' }).click();
    await page.getByText('填写联系邮箱').waitFor();
    await fitsBothWidths(page, 'cooperation-dialog');

    await visit(page, '/file/1311');
    await loginDialog(page).waitFor();
    await fitsBothWidths(page, 'event-login');

    await visit(page, '/topic/5001');
    const share = page.getByRole('heading', { name: '分享' });
    await fitsBothWidths(page, 'topic-share', () => share.scrollIntoViewIfNeeded());
    expect(errors).toEqual([]);
    await context.close();
  });
});
