import '@testing-library/jest-dom/vitest';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createBrowserScope } from '../../../lib/api';
import { serverThenHydrate } from '../../../app/test-hydration';
import type { NewsType } from '../news-type';
import { HomeNews } from './home-sections';

const scope = createBrowserScope();
const { session } = scope;

/** Every call fails (the list shows its error); the `cate` of each list request is kept. */
function recordLists() {
  const cates: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      if (new URL(input, window.location.href).pathname === '/openapi/v1/vue/topics') cates.push(JSON.parse(String(init.body)).cate);
      return Response.json({ code: 500, msg: '服务繁忙' });
    }),
  );
  return cates;
}

const home = (renderedType: NewsType) => (
  <AppProviders scope={scope} client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <MemoryRouter>
      <HomeNews renderedType={renderedType} />
    </MemoryRouter>
  </AppProviders>
);

const selectedTab = () => screen.getByRole('tab', { selected: true });

describe('HomeNews', () => {
  beforeEach(() => session.logout());
  afterEach(() => session.logout());

  test('given a page rendered for 行家说报道 and a visitor who chose 其它报道, then it hydrates as rendered and then shows 其它报道', async () => {
    session.setNewsType('2');
    const cates = recordLists();
    const page = await serverThenHydrate(home(1));
    expect(page.html).toMatch(/aria-selected="true"[^>]*>行家说报道</);
    expect(page.mismatches).toEqual([]);
    await waitFor(() => expect(selectedTab()).toHaveTextContent('其它报道'));
    await waitFor(() => expect(cates).toContain(2));
    expect(screen.getByRole('link', { name: /更多/ })).toHaveAttribute('href', '/news?t=2');
    page.unmount();
  });

  test('given a page rendered for 其它报道 and a visitor without a choice, then it shows the default 行家说报道 after hydration', async () => {
    const cates = recordLists();
    const page = await serverThenHydrate(home(2));
    expect(page.mismatches).toEqual([]);
    await waitFor(() => expect(cates).toContain(1));
    expect(selectedTab()).toHaveTextContent('行家说报道');
    page.unmount();
  });
});
