import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { viewports } from './browser';

/**
 * `SHOTS=1`: the browser tests save screenshots of what they check (to look at, not to compare) in
 * app/.artifacts/screenshots, or SHOTS_DIR. Without it none is taken: no test reads them, and a
 * full-page screenshot cost 0.7–1.3 processor-seconds.
 */
const shots = Boolean(process.env.SHOTS);
const dir = process.env.SHOTS_DIR ?? join(import.meta.dirname, '..', '.artifacts', 'screenshots');

/** With `SHOTS=1`, saves what `page` shows as `<name>-<width>.png` (`fullPage`: the whole page). */
export async function screenshot(page: Page, name: string, { fullPage = false } = {}): Promise<void> {
  if (!shots) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}-${page.viewportSize()!.width}.png`), fullPage });
}

/**
 * What does not fit: the page's sideways overflow and how far an open dialog reaches past the
 * viewport's edges (0 when everything fits); with `SHOTS=1`, a screenshot of what is shown.
 */
export async function shoot(page: Page, name: string): Promise<{ overflow: number; dialogOutside: number }> {
  await screenshot(page, name);
  return page.evaluate(() => {
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    let dialogOutside = 0;
    for (const d of document.querySelectorAll('[role="dialog"], [role="alertdialog"]')) {
      const r = d.getBoundingClientRect();
      dialogOutside = Math.max(dialogOutside, -r.left, r.right - window.innerWidth);
    }
    return { overflow, dialogOutside: Math.max(0, Math.round(dialogOutside)) };
  });
}

/**
 * Nothing sideways and no dialog past the edges, at 1440 and then 375 px (back at 1440 after);
 * `shown` waits at each width for what must be on screen first.
 */
export async function fitsBothWidths(page: Page, name: string, shown?: () => Promise<void>) {
  for (const width of ['desktop', 'mobile'] as const) {
    await page.setViewportSize(viewports[width]);
    await shown?.();
    expect(await shoot(page, name), `${name} at ${width}`).toEqual({ overflow: 0, dialogOutside: 0 });
  }
  await page.setViewportSize(viewports.desktop);
}
