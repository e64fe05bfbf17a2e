import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

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
