import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createBrowserScope } from '../../../lib/scope/api';
import { renderSite } from '../../../../test/site';
import { startTwin } from '../../../../test/twin';
import { paths } from '../../../config/paths';

// 活动资料: the files by event, and a file's page as a visitor meets it: the event login in front
// of it without a token, the preview with the stored token of the file's event. (Signing in, a
// refused token and the failures: file.test.tsx; axe over the open login dialog: the browser's
// looks of /file/1301, e2e/looks.ts.)
const twin = startTwin();
const scope = createBrowserScope();
const { session } = scope;
const EVENT = 1103;
/** A token of event 1103, as the event login stores it. */
const FILE_TOKEN = 'ZXZlbnQtMTEwMy1maWxlLXRva2Vu';

const loginDialog = () => screen.queryByRole('dialog', { name: '登录' });

beforeEach(() => session.logout());
afterEach(() => session.logout());

describe('event files', () => {
  test('files are grouped by event; choosing an event shows its talks, each opening /file/{id} in a new window', async () => {
    const user = userEvent.setup();
    renderSite(paths.files(), scope);
    const events = within(await screen.findByRole('tablist', { name: '活动' })).getAllByRole('tab');
    expect(events).toHaveLength(12);
    await user.click(events[1]!);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: '2026LED显示屏年度盛典' })).toBeInTheDocument();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(5);
    const talk = within(panel).getByRole('link', { name: /^OLED技术进展与市场展望\s*杨国栋/ });
    expect(talk).toHaveAttribute('href', '/file/1311');
    expect(talk).toHaveAttribute('target', '_blank');
  });

  test('without a token for the file’s event the login dialog opens and no preview is asked; closed, 登录查看 opens it again', async () => {
    const user = userEvent.setup();
    renderSite(paths.file(1301), scope);
    const dialog = await screen.findByRole('dialog', { name: '登录' });
    expect(within(dialog).getByRole('textbox', { name: '手机号' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '资料预览' })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(loginDialog()).toBeNull());
    await user.click(screen.getByRole('button', { name: '登录查看' }));
    expect(await screen.findByRole('dialog', { name: '登录' })).toBeInTheDocument();
    expect(twin.requestsTo('/login/getEventFile')).toHaveLength(0);
  });

  test('the stored token of the file’s event opens the preview (getEventFile with that token)', async () => {
    session.setFileToken(EVENT, FILE_TOKEN);
    renderSite(paths.file(1301), scope);
    const pages = await screen.findByRole('list', { name: '资料预览' });
    expect(within(pages).getAllByRole('img')).toHaveLength(6);
    expect(twin.requestsTo('/login/getEventFile').map((request) => request.body)).toEqual([{ token: FILE_TOKEN, fileId: 1301 }]);
    expect(loginDialog()).toBeNull();
  });
});
