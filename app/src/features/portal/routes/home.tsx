import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SessionStore } from '@hangjia/sdk';
import { useLoaderData, type LoaderFunction } from 'react-router-dom';
import { Awards, Discerns, Experts, FileGroups, HomeNews, HomeSpecials, HotTags, Partners, WhitePapers } from '../components/home-islands';
import { Banners, HomeAds, TopAds } from '../components/home-top';
import { SectionBoundary } from '../../../components/section-boundary/section-boundary';
import { Deferred, type QueryLike } from '../../../lib/islands/deferred';
import { Island } from '../../../lib/islands/island';
import { useSessionStore } from '@hangjia/sdk/react';
import { AWARD_YEAR, useNewsQueries } from '../news-queries';
import { HOT_NEWS_TYPE, resolveNewsType, type NewsType } from '../news-type';
import type { homeLoader } from './home.loader';
import * as styles from './home.css';

/**
 * A section wakes at once (see HomePage) when the server could not render it with its data: the
 * browser then asks for it, and shows it or its 内容加载失败, as soon as the page has hydrated.
 */
const missingIn =
  (queryClient: QueryClient) =>
  (...queries: (QueryLike | null | false)[]) =>
  () =>
    queries.some((query) => query && queryClient.getQueryState(query.queryKey)?.status !== 'success');

/**
 * 产业头条 wakes at once for a visitor whose remembered news type is not the one the page was
 * rendered with (it switches to it), or when its list is missing.
 */
const newsNow = (rendered: NewsType, missing: ReturnType<typeof missingIn>, session: SessionStore, newsQueries: ReturnType<typeof useNewsQueries>) => {
  const list = missing(rendered !== HOT_NEWS_TYPE && newsQueries.topTopics(rendered), newsQueries.topics(rendered, 1, undefined, true));
  return () => resolveNewsType(null, session.getNewsType()) !== rendered || list();
};

/**
 * Home: top ad, banners, 产业头条 beside tags, ads and white papers, then the data, files, awards,
 * experts and partners (below the fold: streamed in by the server as their answers arrive). A read
 * that fails replaces only its own section with 内容加载失败 and 重试.
 *
 * In the browser the carousels and the ads start with the page; the sections below the banners are
 * islands (lib/islands/island.tsx): the server's HTML, hydrated when the visitor first points at, touches or
 * focuses one, so their code (the tabs among it) is not part of the first load.
 */
export function HomePage() {
  const { newsType } = useLoaderData<typeof homeLoader>();
  const session = useSessionStore();
  const newsQueries = useNewsQueries();
  const missing = missingIn(useQueryClient());
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>行家说 · 新型显示产业门户</h1>
      {/* An ad that cannot be shown leaves its place empty. */}
      <SectionBoundary fallback={() => null}>
        <TopAds />
      </SectionBoundary>
      <SectionBoundary>
        <Banners />
      </SectionBoundary>
      <div className={styles.columns}>
        <div className={styles.main}>
          <Island wakeNow={newsNow(newsType, missing, session, newsQueries)}>
            <HomeNews renderedType={newsType} />
          </Island>
        </div>
        <aside className={styles.aside} aria-label="推荐">
          <SectionBoundary>
            <Island wakeNow={missing(newsQueries.hotLabels())}>
              <HotTags />
            </Island>
          </SectionBoundary>
          <HomeAds />
          <SectionBoundary>
            <Island wakeNow={missing(newsQueries.whitePapers())}>
              <WhitePapers />
            </Island>
          </SectionBoundary>
          <Island wakeNow={missing(newsQueries.specials())}>
            <HomeSpecials />
          </Island>
        </aside>
      </div>
      <SectionBoundary>
        <Deferred queries={[newsQueries.discerns()]} fallback={<Discerns />}>
          <Island wakeNow={missing(newsQueries.discerns())}>
            <Discerns />
          </Island>
        </Deferred>
      </SectionBoundary>
      <SectionBoundary>
        <Deferred queries={[newsQueries.fileGroups()]} fallback={<FileGroups />}>
          <Island wakeNow={missing(newsQueries.fileGroups())}>
            <FileGroups />
          </Island>
        </Deferred>
      </SectionBoundary>
      <SectionBoundary>
        <Deferred queries={[newsQueries.awards(AWARD_YEAR)]} fallback={<Awards />}>
          <Island wakeNow={missing(newsQueries.awards(AWARD_YEAR))}>
            <Awards />
          </Island>
        </Deferred>
      </SectionBoundary>
      <SectionBoundary>
        <Deferred queries={[newsQueries.experts()]} fallback={<Experts />}>
          <Island wakeNow={missing(newsQueries.experts())}>
            <Experts />
          </Island>
        </Deferred>
      </SectionBoundary>
      <SectionBoundary>
        <Deferred queries={[newsQueries.logos()]} fallback={<Partners />}>
          <Island wakeNow={missing(newsQueries.logos())}>
            <Partners />
          </Island>
        </Deferred>
      </SectionBoundary>
    </div>
  );
}

// What the router takes of this route module (config/paths.ts names it). The page is part of the
// entry (app/router.tsx imports this module: most visits start here); its loader is loaded when it
// first runs, so that it stays out of the entry (the server runs it; the browser when it comes back
// to home).
export { HomePage as Component };
export const loader: LoaderFunction = (args) => import('./home.loader').then((m) => m.homeLoader(args));
