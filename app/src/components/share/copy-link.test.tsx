import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { renderSite } from '../../../test/site';
import { startTwin } from '../../../test/twin';
import { createBrowserScope } from '../../lib/scope/api';
import { qrPath } from '../qr-code/qr-path';

// The share panel of a topic against the API's twin: the QR code of the page, 复制链接 saying 复制成功
// with the page's address on the clipboard, and a refused clipboard showing the address to copy by
// hand. The address is the page itself: the site's origin and the path, without the query a visitor
// came with. (That the panel fits at 1440 and 375 px: e2e/cooperation.e2e.ts.)
startTwin();
const scope = createBrowserScope();
const PAGE = `${scope.origin}/topic/5001`;

/** The topic's share panel, as a visitor coming from a search (a query on the address). */
async function sharePanel() {
  renderSite('/topic/5001?key=LED', scope);
  return screen.findByRole('region', { name: '分享' });
}

describe('分享', () => {
  test('the QR code of the page; 复制链接 copies the page’s address and says 复制成功', async () => {
    const user = userEvent.setup();
    const share = await sharePanel();
    const code = await within(share).findByRole('img', { name: '本页二维码' });
    expect(code.querySelector('path')).toHaveAttribute('d', qrPath(PAGE).d);
    await user.click(within(share).getByRole('button', { name: '复制链接' }));
    expect(await within(share).findByText('复制成功')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(PAGE);
    expect(within(share).queryByRole('textbox', { name: '本页链接' })).toBeNull();
  });

  test('when the browser refuses, it says so and shows the address to copy by hand', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const share = await sharePanel();
    await user.click(within(share).getByRole('button', { name: '复制链接' }));
    expect(await within(share).findByText('复制失败，请手动复制：')).toBeInTheDocument();
    expect(within(share).getByRole('textbox', { name: '本页链接' })).toHaveValue(PAGE);
    expect(within(share).queryByText('复制成功')).toBeNull();
  });
});
