import '@testing-library/jest-dom/vitest';
import { listTopics } from '@hangjia/sdk/operations';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { startTwin } from '../../../../test/twin';
import { AppProviders } from '../../../app/providers';
import { paths } from '../../../config/paths';
import { createBrowserScope } from '../../../lib/scope/api';
import { serverThenHydrate } from '../../../../test/hydration';
import { NEWS_PAGE_SIZE, type NewsType } from '../news-type';
import { HomeNews } from './home-sections';

const twin = startTwin();
const scope = createBrowserScope();
const { session } = scope;

/** The `cate` of each topic-list request the page sent. */
const catesAsked = () => twin.requestsTo('/openapi/v1/vue/topics').map((request) => (request.body as { cate?: number }).cate);

/** The first topic of a news type's first page, as the twin lists it. */
async function firstTopicOf(cate: NewsType) {
  const { topics } = await twin.call(listTopics, { type: 1, industry: 'display', cate, page: 1, limit: NEWS_PAGE_SIZE });
  expect(topics.length).toBeGreaterThan(0);
  return topics[0]!;
}

/** Whether a topic's link is on screen. */
const linkTo = (id: number) => screen.queryAllByRole('link').find((link) => link.getAttribute('href') === paths.topic(id));

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
    const page = await serverThenHydrate(home(1));
    expect(page.html).toMatch(/aria-selected="true"[^>]*>行家说报道</);
    expect(page.mismatches).toEqual([]);
    await waitFor(() => expect(selectedTab()).toHaveTextContent('其它报道'));
    await waitFor(() => expect(catesAsked()).toContain(2));
    expect(screen.getByRole('link', { name: /更多/ })).toHaveAttribute('href', '/news?t=2');
    // …and the list under it is the twin's 其它报道, not 行家说报道.
    const [shown, other] = [await firstTopicOf(2), await firstTopicOf(1)];
    await waitFor(() => expect(linkTo(shown.id)).toBeDefined());
    expect(linkTo(other.id)).toBeUndefined();
    page.unmount();
  });

  test('given a page rendered for 其它报道 and a visitor without a choice, then it shows the default 行家说报道 after hydration', async () => {
    const page = await serverThenHydrate(home(2));
    expect(page.mismatches).toEqual([]);
    await waitFor(() => expect(catesAsked()).toContain(1));
    expect(selectedTab()).toHaveTextContent('行家说报道');
    const [shown, other] = [await firstTopicOf(1), await firstTopicOf(2)];
    await waitFor(() => expect(linkTo(shown.id)).toBeDefined());
    expect(linkTo(other.id)).toBeUndefined();
    page.unmount();
  });
});
