import AxeBuilder from '@axe-core/playwright';
import { describe, expect, test } from 'vitest';
import { atBothWidths, openAt, openPage, seriousViolations, url, useBrowser, viewports } from './browser';
import { pageCases } from './pages';

const browser = useBrowser();

const viewportCases = atBothWidths(pageCases);

describe('axe finds nothing serious or critical', () => {
  test.each(viewportCases)('$name at $viewport', async ({ path, viewport }) => {
    const context = await browser().newContext({ viewport: viewports[viewport], reducedMotion: 'reduce' });
    const { page } = await openPage(context);
    await page.goto(url(path), { waitUntil: 'networkidle' });
    await page.locator('main').waitFor();
    const results = await new AxeBuilder({ page }).analyze();
    const bad = seriousViolations(results);
    expect(bad).toEqual([]);
    await context.close();
  });

  test('the open login dialog', async () => {
    const { context, page } = await openAt(browser(), '/');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByRole('dialog').waitFor();
    const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await context.close();
  });
});
