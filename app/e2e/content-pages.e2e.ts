import { describe, expect, test } from 'vitest';
import { openPage, seriousViolations, useBrowser, viewports, visit } from './browser';

// What only a browser shows of the portal's content pages: real navigation between them, the
// looks the stylesheet gives an article's text, and axe (colour contrast with it) over a dialog.
// What each page shows and does, against the API's twin in jsdom: the *.test.tsx beside each
// page (features/portal/routes: discerns, specials, topic; features/profiles/routes: user, group;
// features/files/routes: files, file; features/reports/routes/reports; features/research/routes/research).
// That each renders on the server, hydrates and passes axe at 1440 px, and fits at 375 px: looks.ts
// over contentCases (content-pages.ts).

const browser = useBrowser();

describe('what only a browser shows of the content pages', () => {
  test('real navigation from /specials to a special, its article and the author: the article’s text looks (colour, size, centring) and the author’s 请先登录 dialog, nothing serious for axe', async () => {
    const context = await browser().newContext({ viewport: viewports.desktop, reducedMotion: 'reduce' });
    const { page, errors } = await openPage(context);
    await visit(page, '/specials');
    await page.locator('main ul > li [data-type="5"]').first().click();
    await page.waitForURL((u) => u.pathname === '/special/8001');
    const articles = page.getByRole('region', { name: '文章' });
    await articles.getByRole('link', { name: '激光显示渗透率持续提升，2023年出货量同比增长67%' }).click();
    await page.waitForURL((u) => u.pathname === '/topic/5001');

    const heading = page.locator('[data-block="text"][data-size="large"]').first();
    await heading.waitFor();
    expect(await heading.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(11, 79, 156)');
    expect(await heading.locator('strong').textContent()).toBe('一、激光显示市场概况');
    const fontSize = (el: Element) => Number.parseFloat(getComputedStyle(el).fontSize);
    expect(await heading.evaluate(fontSize)).toBeGreaterThan(await page.locator('[data-block="text"][data-size="normal"]').first().evaluate(fontSize));
    expect(await page.locator('[data-block="text"][data-center]').evaluate((el) => getComputedStyle(el).textAlign)).toBe('center');

    await page.locator('main article').getByRole('link', { name: '王建国' }).click();
    await page.waitForURL((u) => u.pathname === '/user/1001');
    await page.getByRole('button', { name: '向TA提问' }).click();
    const alert = page.getByRole('alertdialog');
    await alert.getByText('请先登录').waitFor();
    expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
    await alert.getByRole('button', { name: '确定' }).click();
    await alert.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
