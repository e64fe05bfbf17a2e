import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openAt, useBrowser } from './browser';

// Every dialog trigger of a page from the server (found from the DOM: `aria-haspopup="dialog"`,
// as a screen reader finds them), pressed with the keyboard: Enter opens its dialog, popover or
// alert, Escape closes it, and the focus is back on the trigger. Twice each: the first opening
// loads the dialog's code and wakes the part of the page still asleep around the trigger (the
// footer's contacts, the 行家入驻 section: the focus reaching them is their intent), the second does
// not. On /, the page with the most of them. Each route's triggers, for a visitor and signed in, on
// a page the browser renders itself: src/components/dialog/dialog-triggers.test.tsx.

const browser = useBrowser();
const OPEN = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

/** A readable name of the focused element, for the failure message. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'the page body';
    return `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
  });

/** Enter on the focused trigger, then Escape once its dialog holds the focus; where does the focus end? */
async function openAndClose(page: Page, trigger: Locator): Promise<string | null> {
  await trigger.focus();
  await page.keyboard.press('Enter');
  // The dialog takes the focus once drawn (its code may load first); only then does Escape reach it.
  await page.waitForFunction((open) => !!document.activeElement?.closest(open), OPEN);
  await page.keyboard.press('Escape');
  await page.waitForFunction((open) => !document.querySelector(open), OPEN);
  const back = () => trigger.evaluate((el) => el === document.activeElement);
  // Focus returns in a task after the dialog has gone.
  await expect.poll(back, { timeout: 5000 }).toBe(true).catch(() => undefined);
  return (await back()) ? null : await focusedName(page);
}

/** Every visible trigger of the page, twice: what lost the focus, and where it went. */
async function triggersOf(page: Page): Promise<{ count: number; lost: string[] }> {
  const triggers = page.locator('[aria-haspopup="dialog"]:visible');
  const count = await triggers.count();
  const lost: string[] = [];
  for (const round of ['first', 'second']) {
    for (let i = 0; i < count; i++) {
      const trigger = triggers.nth(i);
      const name = ((await trigger.getAttribute('aria-label')) ?? (await trigger.textContent()) ?? '').trim();
      const went = await openAndClose(page, trigger);
      if (went) lost.push(`${name} (${round} opening): focus went to ${went}`);
    }
  }
  return { count, lost };
}

describe('every dialog trigger gives the focus back', () => {
  test('a visitor on / from the server', async () => {
    const { context, page, errors } = await openAt(browser(), '/');
    const { count, lost } = await triggersOf(page);
    expect(count).toBeGreaterThan(3);
    expect(lost).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
