import { describe, expect, test } from 'vitest';
import { openPage, url, useBrowser, visit, viewports } from './browser';
import { personas, QA_CODE } from './login';

// The QA scenario panel (opened with ?qa=1 in the production build): a scenario chosen for an
// operation is sent with its calls until cleared.

const browser = useBrowser();

describe('the QA scenario panel', () => {
  test('is not loaded without ?qa=1', async () => {
    const context = await browser().newContext({ viewport: viewports.desktop });
    const { page } = await openPage(context);
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await visit(page, '/');
    expect(await page.getByRole('button', { name: /QA 场景/ }).count()).toBe(0);
    expect(scripts.filter((s) => /qa-panel/.test(s))).toEqual([]);
    await context.close();
  });

  test('tokenRejected for getEventFile on a file page brings the login dialog back', async () => {
    const context = await browser().newContext({ viewport: viewports.desktop });
    const { page, errors } = await openPage(context);
    await visit(page, '/file/1301?qa=1');

    // The attendee of the file's event signs in and sees the preview.
    const dialog = page.getByRole('dialog', { name: '登录' });
    await dialog.getByRole('textbox', { name: '手机号' }).fill(personas.attendee.phone);
    await dialog.getByRole('textbox', { name: '验证码' }).fill(QA_CODE);
    await dialog.getByRole('button', { name: '立即登录', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const preview = page.getByRole('list', { name: '资料预览' }).locator('img');
    await preview.first().waitFor();

    // The panel lists the page's calls; choosing the scenario refetches the preview with it.
    await page.getByRole('button', { name: 'QA 场景' }).click();
    const panel = page.getByRole('region', { name: 'QA 场景面板' });
    const select = panel.getByRole('combobox', { name: 'getEventFile 的场景' });
    await select.locator('option[value="prefer:example=tokenRejected"]').waitFor({ state: 'attached' });
    await select.selectOption('prefer:example=tokenRejected');
    await page.getByRole('button', { name: /QA 场景/ }).getByLabel('1 个场景生效中').waitFor();
    await page.getByRole('dialog', { name: '登录' }).waitFor();
    expect(await preview.count()).toBe(0);

    // Cleared, a new sign-in shows the preview again.
    await panel.getByRole('button', { name: '清除场景' }).click();
    await dialog.getByRole('textbox', { name: '手机号' }).fill(personas.attendee.phone);
    await dialog.getByRole('textbox', { name: '验证码' }).fill(QA_CODE);
    await dialog.getByRole('button', { name: '立即登录', exact: true }).click();
    await preview.first().waitFor();
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });
});
