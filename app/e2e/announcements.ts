import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Something a screen reader was given to read: the live region's role, its politeness, its text. */
export interface Announcement {
  role: string;
  live: 'polite' | 'assertive';
  text: string;
}

declare global {
  interface Window {
    __announced?: Announcement[];
  }
}

/**
 * The pages of `context` note every text that appears in a live region (`role="status"`,
 * `role="alert"` or `aria-live`), as a screen reader hears it, with the region's politeness. A
 * toast's region lives for a second; the note stays, so a busy machine cannot miss it.
 */
export async function recordAnnouncements(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const heard: Announcement[] = [];
    window.__announced = heard;
    const REGION = '[aria-live], [role="status"], [role="alert"]';
    const note = (node: Node) => {
      const element = node instanceof Element ? node : node.parentElement;
      const region = element?.closest(REGION);
      if (!region) return;
      const role = region.getAttribute('role') ?? '';
      const live = region.getAttribute('aria-live') ?? (role === 'alert' ? 'assertive' : role === 'status' ? 'polite' : 'off');
      const text = (region.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (live === 'off' || !text) return;
      const last = heard[heard.length - 1];
      if (last && last.text === text && last.role === role) return;
      heard.push({ role, live: live as Announcement['live'], text });
    };
    new MutationObserver((records) => {
      for (const record of records) {
        note(record.target);
        record.addedNodes.forEach(note);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** Waits until the page has announced a text containing `text` (in a region of `role`); resolves to that announcement. */
export async function announced(page: Page, text: string, role?: string): Promise<Announcement> {
  let found: Announcement | undefined;
  await expect
    .poll(async () => {
      const heard = await page.evaluate(() => window.__announced ?? []);
      found = heard.find((a) => a.text.includes(text) && (role === undefined || a.role === role));
      return found;
    }, { timeout: 10_000 })
    .toBeDefined();
  return found!;
}

/** Whether `target` holds the focus. */
export const hasFocus = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** What holds the focus, as a failure message says it. */
export const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'the page body';
    return `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
  });

/** Waits until `target` holds the focus (a closed dialog gives it back in a task of its own). */
export async function focusOn(target: Locator) {
  const reached = await expect
    .poll(() => hasFocus(target), { timeout: 10_000 })
    .toBe(true)
    .then(() => true, () => false);
  if (!reached) expect.fail(`the focus should be on ${target}, it is on ${await focusedElement(target.page())}`);
}

/** Waits until the focus is inside `container` (an opened dialog takes it once drawn). */
export async function focusIn(container: Locator) {
  await container.waitFor();
  await expect.poll(() => container.evaluate((el) => el.contains(document.activeElement)), { timeout: 10_000 }).toBe(true);
}

/**
 * Presses Tab (or Shift+Tab) until `target` holds the focus, as a keyboard user would move to it;
 * fails if it is not reached within `max` presses.
 */
export async function tabTo(page: Page, target: Locator, { max = 40, back = false } = {}) {
  await target.waitFor();
  for (let i = 0; i < max && !(await hasFocus(target)); i++) await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  expect(await hasFocus(target), `${back ? 'Shift+Tab' : 'Tab'} reaches ${target}`).toBe(true);
}
