import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { atBothWidths, scrollThrough, seriousViolations, useBrowser, viewports } from './browser';
import { contentCases, openCase, visitContent as visit, type ContentCase } from './content-pages';
import { footerTexts, headerTexts } from './pages';

// Each content page at 1440 and 375 px: its content, axe, no sideways scroll, and a screenshot
// (app/.artifacts/screenshots, git-ignored).

const shots = join(import.meta.dirname, '..', '.artifacts', 'screenshots');
const browser = useBrowser();
beforeAll(() => {
  mkdirSync(shots, { recursive: true });
});

const open = (c: Partial<ContentCase> = {}, viewport: keyof typeof viewports = 'desktop') => openCase(browser(), c, viewport);

// One visit per page and width: its content, the console, axe, no sideways scroll, a screenshot.
describe('each content page at 1440 and 375 px', () => {
  test.each(atBothWidths(contentCases))('$name at $viewport: its Chinese content, no console errors, nothing serious for axe, no sideways scroll', async (c) => {
    const { context, page, errors } = await open(c, c.viewport);
    await visit(page, c.path);
    const chrome = c.viewport === 'desktop' ? [...headerTexts, ...footerTexts] : [];
    for (const text of [...c.texts, ...chrome]) {
      await page.getByText(text, { exact: false }).first().waitFor({ state: 'visible', timeout: 10_000 });
    }
    if (c.many) expect(await page.locator(c.many.selector).count()).toBeGreaterThanOrEqual(c.many.count);
    expect(await page.getByText('页面出错了').count()).toBe(0);
    expect(seriousViolations(await new AxeBuilder({ page }).analyze())).toEqual([]);
    await scrollThrough(page);
    await page.screenshot({ path: join(shots, `content-${c.name}-${viewports[c.viewport].width}.png`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("the '请先登录' dialog of the ask-question button", async () => {
    const { context, page } = await open();
    await visit(page, '/user/1001');
    await page.getByRole('button', { name: '向TA提问' }).click();
    await page.getByRole('alertdialog').waitFor();
    const results = await new AxeBuilder({ page }).include('[role="alertdialog"]').analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await context.close();
  });
});

