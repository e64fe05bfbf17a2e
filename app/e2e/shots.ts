import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { viewports } from './browser';

const dir = process.env.SHOTS_DIR ?? join(import.meta.dirname, '..', '.artifacts', 'screenshots');

/**
 * Saves a screenshot of what is shown and gives what does not fit: the page's sideways overflow
 * and how far an open dialog reaches past the viewport's edges (0 when everything fits).
 */
export async function shoot(page: Page, name: string): Promise<{ overflow: number; dialogOutside: number }> {
  mkdirSync(dir, { recursive: true });
  const width = page.viewportSize()!.width;
  await page.screenshot({ path: join(dir, `${name}-${width}.png`) });
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
