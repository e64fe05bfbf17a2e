import '@testing-library/jest-dom/vitest';
import { listTopics } from '@hangjia/sdk/operations';
import { dehydrate, hydrate, QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { startTwin } from '../../../../test/twin';
import { AppProviders } from '../../../app/providers';
import { paths } from '../../../config/paths';
import { createBrowserScope } from '../../../lib/scope/api';
import { serverThenHydrate } from '../../../../test/hydration';
import { shipped } from '../../../lib/scope/server-data';
import { AWARD_YEAR, newsQueriesOf } from '../news-queries';
import { NEWS_PAGE_SIZE, type NewsType } from '../news-type';
import { Awards, Discerns, Experts, FileGroups, HomeNews, HomeSpecials, Partners, WhitePapers } from './home-sections';

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

describe('what the server ships of home (the data block)', () => {
  type NewsQueries = ReturnType<typeof newsQueriesOf>;
  interface Shipped {
    name: string;
    ui: ReactElement;
    /** Loads the section's data as the home loader does. */
    load: (client: QueryClient, queries: NewsQueries) => Promise<unknown>;
    /** The query whose answer the server trims. */
    key: (queries: NewsQueries) => QueryKey;
  }
  const sections: Shipped[] = [
    {
      name: '产业头条',
      ui: <HomeNews renderedType={1} />,
      load: (client, q) => Promise.all([client.prefetchQuery(q.topTopics(1)), client.prefetchQuery(q.topics(1, 1, undefined, true)!)]),
      key: (q) => q.topics(1, 1, undefined, true)!.queryKey,
    },
    { name: '调研白皮书', ui: <WhitePapers />, load: (client, q) => client.prefetchQuery(q.whitePapers()), key: (q) => q.whitePapers().queryKey },
    { name: '专题', ui: <HomeSpecials />, load: (client, q) => client.prefetchInfiniteQuery(q.specials()), key: (q) => q.specials().queryKey },
    { name: '产业数据', ui: <Discerns />, load: (client, q) => client.prefetchQuery(q.discerns()), key: (q) => q.discerns().queryKey },
    { name: '活动资料', ui: <FileGroups />, load: (client, q) => client.prefetchQuery(q.fileGroups()), key: (q) => q.fileGroups().queryKey },
    { name: '年度获奖产品', ui: <Awards />, load: (client, q) => client.prefetchQuery(q.awards(AWARD_YEAR)), key: (q) => q.awards(AWARD_YEAR).queryKey },
    { name: '行家入驻', ui: <Experts />, load: (client, q) => client.prefetchQuery(q.experts()), key: (q) => q.experts().queryKey },
    { name: '年度合作企业', ui: <Partners />, load: (client, q) => client.prefetchQuery(q.logos()), key: (q) => q.logos().queryKey },
  ];
  const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const html = (client: QueryClient, ui: ReactElement) =>
    renderToString(
      <AppProviders scope={scope} client={client}>
        <MemoryRouter>{ui}</MemoryRouter>
      </AppProviders>,
    );

  test.each(sections)('$name renders the same from what the server ships as from the whole answer, which it trims', async ({ ui, load, key }) => {
    // The ship is the server's alone: only its bundle has it (import.meta.env.SSR).
    vi.stubEnv('SSR', true);
    const whole = newClient();
    try {
      await load(whole, newsQueriesOf(scope.api));
    } finally {
      vi.unstubAllEnvs();
    }
    const received = newClient();
    hydrate(received, JSON.parse(JSON.stringify(shipped(dehydrate(whole)))));
    const queryKey = key(newsQueriesOf(scope.api));
    expect(JSON.stringify(received.getQueryData(queryKey)).length).toBeLessThan(JSON.stringify(whole.getQueryData(queryKey)).length);
    const page = html(whole, ui);
    expect(page).toMatch(/<li/);
    expect(html(received, ui)).toBe(page);
  });
});
