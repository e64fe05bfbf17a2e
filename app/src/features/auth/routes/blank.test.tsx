import '@testing-library/jest-dom/vitest';
import { getWxQrCode } from '@hangjia/sdk/operations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { renderSite } from '../../../../test/site';
import { startTwin } from '../../../../test/twin';
import { createBrowserScope } from '../../../lib/scope/api';
import { qrLoginUrl } from '../../../lib/content/qr-login-url';
import { sessionChanged } from '../../../lib/scope/session-user';

// The WeChat QR login's return (/blank) against the API's twin: the scan page the login dialog
// shows, a persona chosen there, and /blank sending the code, the state and the industry of the
// state, then going back to the page the login started from. (The scan page in its frame, pressed
// in a real browser, and the session across a reload: accounts.e2e.ts.)
const twin = startTwin();
const scope = createBrowserScope();
const { session } = scope;
/** The expert persona's phone, a button of the scan page. */
const EXPERT_PHONE = '13800138001';

/** The site's header (the first banner: the home page has one of its own below it). */
const banner = () => screen.getAllByRole('banner')[0]!;
const where = (router: { state: { location: { pathname: string; search: string } } }) => `${router.state.location.pathname}${router.state.location.search}`;

/** The address the scan page at `url` sends the browser to when the persona of `phone` is chosen. */
async function chosenOnScanPage(url: string, phone: string): Promise<URL> {
  const page = new DOMParser().parseFromString(await (await fetch(url)).text(), 'text/html');
  const link = [...page.querySelectorAll('a')].find((a) => a.textContent?.includes(phone));
  expect(link, `the scan page offers ${phone}`).toBeDefined();
  return new URL(link!.getAttribute('href')!);
}

beforeEach(() => session.logout());
afterEach(() => {
  session.logout();
  sessionChanged();
  window.history.replaceState(null, '', '/');
});

describe('WeChat QR login through /blank', () => {
  test.each([
    ['display', /^WX_DISPLAY_/],
    ['wbg', /^WX_SDB_/],
    ['uv', /^WX_UVLED_/],
  ] as const)('a %s state: the scan page, a persona, /blank sends the industry, stores the user and returns to the page', async (industry, prefix) => {
    const user = userEvent.setup();
    // The tab's address, which the dialog remembers for the return (the test's router keeps its own).
    window.history.replaceState(null, '', '/news?t=2');
    const start = renderSite('/news?t=2', scope);
    await user.click(await within(banner()).findByRole('button', { name: '登录' }));
    const dialog = await screen.findByRole('dialog', { name: '登录' });
    await user.click(within(dialog).getByRole('button', { name: '微信扫码登录' }));
    let scanPage = (await within(dialog).findByTitle('微信扫码登录')).getAttribute('src')!;
    expect(twin.requestsTo('/openapi/v1/vue/wxQrCode').map((request) => request.url.searchParams.get('industry'))).toEqual(['display']);
    expect(new URL(scanPage).searchParams.get('redirect_uri')).toBe(`${window.location.origin}/blank`);
    if (industry !== 'display') {
      // Another site of the group shows the scan page of its own industry.
      const other = await twin.call(getWxQrCode, { industry });
      scanPage = qrLoginUrl(other.url, window.location.origin)!;
    }
    expect(new URL(scanPage).searchParams.get('state')).toMatch(prefix);
    const back = await chosenOnScanPage(scanPage, EXPERT_PHONE);
    expect(back.pathname).toBe('/blank');

    // The scan page sends the whole tab to /blank: a new load of the site.
    start.unmount();
    const { router } = renderSite(`${back.pathname}${back.search}`, scope);
    await waitFor(() => expect(where(router)).toBe('/news?t=2'));
    const sent = twin.requestsTo('/openapi/v1/vue/wxLogin').map((request) => request.url.searchParams);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.get('code')).toBe(`WXCODE-${EXPERT_PHONE}`);
    expect(sent[0]!.get('state')).toMatch(prefix);
    expect(sent[0]!.get('industry')).toBe(industry);
    expect(await within(banner()).findByRole('button', { name: twin.personas.expert.name })).toBeInTheDocument();
    expect(session.getUser()?.name).toBe(twin.personas.expert.name);
  });

  test('a refused return stays on /blank saying so, leaves the visitor logged out and leads back (app/DECISIONS.md)', async () => {
    const user = userEvent.setup();
    const { router } = renderSite(`/blank?code=WXCODE-${EXPERT_PHONE}&state=WX_DISPLAY_unknown`, scope);
    expect(await screen.findByText('登录未完成，请返回后重新登录')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/blank');
    expect(session.getUser()).toBeNull();
    await user.click(screen.getByRole('link', { name: '返回首页' }));
    expect(await screen.findByRole('heading', { name: '产业头条' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(within(banner()).getByRole('button', { name: '登录' })).toBeInTheDocument();
  });
});
