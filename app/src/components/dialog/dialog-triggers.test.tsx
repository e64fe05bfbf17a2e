import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { renderSite } from '../../../test/site';
import { startTwin } from '../../../test/twin';
import { createBrowserScope } from '../../lib/scope/api';
import { sessionChanged } from '../../lib/scope/session-user';

// Every dialog trigger of a page, found as a screen reader finds them (`aria-haspopup="dialog"`),
// pressed with the keyboard against the API's twin: Enter opens its dialog, popover or alert, which
// takes the focus; Escape closes it, and the focus is back on the trigger. Twice each: the first
// opening may mount the dialog after its trigger's press (its code loaded then), the second does
// not. The pages render here as the browser renders a page itself (the footer's contacts as
// stand-ins that give way to the real ones). A visitor and a signed-in user on a route of each of
// the site's kinds of page. A page from the server, its parts asleep until the focus reaches them:
// e2e/dialog-triggers.e2e.ts.
const twin = startTwin();
const scope = createBrowserScope();
const { session } = scope;

const TRIGGER = '[aria-haspopup="dialog"]';
const OPEN = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

beforeEach(() => session.logout());
afterEach(() => {
  session.logout();
  sessionChanged();
});

/** A readable name of the focused element, for the failure message. */
function focusedName(): string {
  const el = document.activeElement;
  if (!el || el === document.body) return 'the page body';
  return `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
}

/**
 * Every trigger of the page, twice: Enter, the dialog holds the focus, Escape, it is gone. Returns
 * the triggers' names and where the focus went when it did not come back. A trigger is found again
 * by its place each time: a stand-in gives way to the real one.
 */
async function sweep(user: UserEvent): Promise<{ names: string[]; lost: string[] }> {
  const triggers = () => [...document.querySelectorAll<HTMLElement>(TRIGGER)];
  const names = triggers().map((el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim());
  const lost: string[] = [];
  for (const round of ['first', 'second']) {
    for (const [i, name] of names.entries()) {
      triggers()[i]!.focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(document.activeElement?.closest(OPEN), `${name}: its dialog holds the focus`).not.toBeNull());
      await user.keyboard('{Escape}');
      await waitFor(() => expect(document.querySelector(OPEN), `${name}: its dialog closes`).toBeNull());
      // The focus returns in a task after the dialog has gone.
      const back = await waitFor(() => expect(document.activeElement).toBe(triggers()[i]), { timeout: 1000 }).then(
        () => true,
        () => false,
      );
      if (!back) lost.push(`${name} (${round} opening): focus went to ${focusedName()}`);
    }
  }
  return { names, lost };
}

/** `path` in the site's frame, once its main content and footer are drawn. */
async function open(path: string, heading: RegExp | string) {
  renderSite(path, scope);
  await screen.findByRole('heading', { name: heading }, { timeout: 10_000 });
  await screen.findByRole('contentinfo');
}

const FOOTER = ['商务合作', '投稿', '客服'];
/** Each route of the site's kinds of page that has triggers, what shows once it is drawn, and its own triggers. */
const ROUTES = [
  ['/', '行家入驻', ['行家入驻']],
  ['/topic/5001', '分享', ['向TA提问']],
  ['/event/led2024', '2024行家说极光奖', ['立即申报', '申报奖项']],
  ['/event/led2022', '2022行家说极光奖', ['产品申报', '案例申报', '先锋申报', 'UV LED产业应用']],
  ['/jgj', '行家说极光奖', []],
  ['/files', '活动资料', []],
] as const;

describe('every dialog trigger gives the focus back', () => {
  test.each(ROUTES)('a visitor on %s', async (path, heading, own) => {
    const user = userEvent.setup();
    await open(path, heading);
    const { names, lost } = await sweep(user);
    expect(names).toEqual(['登录', ...own, ...FOOTER]);
    expect(lost).toEqual([]);
  });

  // Signed in, 行家入驻 and 向TA提问 open their forms, and 登录 is gone.
  test.each(ROUTES)('signed in on %s', async (path, heading, own) => {
    const user = userEvent.setup();
    await twin.signIn('sample', session);
    await open(path, heading);
    const { names, lost } = await sweep(user);
    expect(names).toEqual([...own, ...FOOTER]);
    expect(lost).toEqual([]);
  });
});
