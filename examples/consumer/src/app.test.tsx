// The app against the sample world: the list of charts pages to its end, the questions load,
// and a fault of the API shows as the app's own message.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMockApi } from '@hangjia/mock/msw';
import { describe, expect, it } from 'vitest';
import { App } from './app.js';
import { server } from './test/setup.js';

describe('the app on the sample world', () => {
  it('pages the charts 45, 45, 30 and ends on the last page', async () => {
    render(<App />);
    const charts = screen.getByRole('region', { name: '数据图' });
    // The charts' list is the section's first; the pager's pages are a list of their own.
    const shown = () => within(within(charts).getAllByRole('list')[0]!).queryAllByRole('listitem');
    await waitFor(() => expect(shown()).toHaveLength(45));
    fireEvent.click(await within(charts).findByRole('button', { name: '下一页' }));
    expect(await within(charts).findByRole('button', { name: '第 2 页', current: 'page' })).toBeTruthy();
    await waitFor(() => expect(shown()).toHaveLength(45));
    fireEvent.click(within(charts).getByRole('button', { name: '下一页' }));
    expect(await within(charts).findByRole('button', { name: '第 3 页', current: 'page' })).toBeTruthy();
    await waitFor(() => expect(shown()).toHaveLength(30));
    expect(within(charts).getByRole('button', { name: '下一页' }).hasAttribute('disabled')).toBe(true);
  });

  it('loads the questions of the sample user a page at a time', async () => {
    render(<App />);
    const questions = screen.getByRole('region', { name: '待回答' });
    expect(within(questions).queryAllByRole('listitem')).toHaveLength(0);
    fireEvent.click(within(questions).getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(within(questions).getAllByRole('listitem').length).toBeGreaterThan(0));
  });

  it('a fault of the API becomes the words of the app, not a crash', async () => {
    // A world whose topics list answers HTTP 500 (the fault http500, as x-mock-fault names it).
    server.use(...createMockApi({ fault: 'http500@listTopics' }).handlers);
    render(<App />);
    expect(await screen.findByText('服务器内部错误')).toBeTruthy();
  });
});
