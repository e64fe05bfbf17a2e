import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launch, openPage, url, viewports } from './browser';
import { pageCases } from './pages';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const viewportCases = pageCases.flatMap((page) => (['desktop', 'mobile'] as const).map((viewport) => ({ ...page, viewport })));

describe('axe finds nothing serious or critical', () => {
  test.each(viewportCases)('$name at $viewport', async ({ path, viewport }) => {
    const context = await browser.newContext({ viewport: viewports[viewport], reducedMotion: 'reduce' });
    const { page } = await openPage(context);
    await page.goto(url(path), { waitUntil: 'networkidle' });
    await page.locator('main').waitFor();
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    expect(bad).toEqual([]);
    await context.close();
  });

  test('the open login dialog', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const { page } = await openPage(context);
    await page.goto(url('/'), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByRole('dialog').waitFor();
    const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await context.close();
  });
});
