import { PagerNext, PagerPages, PagerPrevious, PagerRoot } from '@hangjia/ui';
import { useEffect } from 'react';
import { useLoaderData, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { AdSlots } from '../../../components/ads/ad-slots';
import * as layout from '../../../components/page-layout/page-layout.css';
import { Loading } from '../../../components/page-layout/loading';
import { useSessionStore } from '@hangjia/sdk/react';
import { useBrowserValue } from '../../../lib/islands/use-hydrated';
import { TopicList } from '../components/topic-list';
import { NewsTypeTabs } from '../components/news-type-tabs';
import { useNewsFeed } from '../components/news-feed';
import { useNewsQueries } from '../news-queries';
import { parsePageParam } from '../../../lib/scope/route-id';
import { HOT_NEWS_TYPE, newsTypes, parseNewsType, resolveNewsType, type NewsType } from '../news-type';
import type { newsLoader } from './news.loader';
import * as styles from './news.css';
import { LoadError } from '../../../components/section-boundary/section-boundary';

/**
 * /news?t={type}: 行家说报道 (default), 其它报道, 每日热榜; the choice is remembered. Without `?t=`
 * the server rendered the remembered type it was given (the loader's `newsType`); a shared cache may
 * serve that page to a visitor who chose another, so the browser hydrates with it, then shows the
 * visitor's own.
 */
export function NewsPage() {
  const newsQueries = useNewsQueries();
  const session = useSessionStore();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { newsType: renderedType } = useLoaderData<typeof newsLoader>();
  // The visitor's type once hydrated: the page renders again only when it is not the one rendered.
  const type = useBrowserValue(renderedType, () => resolveNewsType(params.get('t'), session.getNewsType()));
  const hot = type === HOT_NEWS_TYPE;
  const page = hot ? 1 : parsePageParam(params.get('page'));
  const feed = useNewsFeed(type, page);

  // A type given in the URL is the visitor's choice too.
  const fromUrl = parseNewsType(params.get('t'));
  useEffect(() => {
    if (fromUrl) session.setNewsType(String(fromUrl));
  }, [fromUrl, session]);

  const choose = (next: NewsType) => {
    session.setNewsType(String(next));
    navigate(paths.news(next));
  };

  return (
    <div className={styles.page}>
      <section className={layout.panel} aria-labelledby="news-title">
        <h1 id="news-title" className={styles.title}>
          资讯 <span className={styles.current}>· {newsTypes.find((t) => t.value === type)?.label}</span>
        </h1>
        <NewsTypeTabs value={type} onValueChange={choose}>
          {feed.loading ? (
            <Loading className={styles.status} />
          ) : feed.failed ? (
            <LoadError onRetry={feed.retry} />
          ) : (
            <TopicList pinned={feed.pinned} topics={feed.topics} variant={hot ? 'compact' : 'rich'} hot={hot} />
          )}
        </NewsTypeTabs>
        {!hot && feed.totalPages > 1 ? (
          <PagerRoot
            className={layout.pager}
            page={page}
            totalPages={feed.totalPages}
            pagerCount={11}
            onPageChange={(next) => {
              navigate(paths.news(type, next));
              window.scrollTo({ top: 0 });
            }}
          >
            <PagerPrevious className={layout.pagerStep} />
            <PagerPages className={styles.pages} />
            <PagerNext className={layout.pagerStep} />
          </PagerRoot>
        ) : null}
      </section>
      <aside className={styles.aside} aria-label="广告">
        <AdSlots request={newsQueries.adsRequest(5)} />
      </aside>
    </div>
  );
}

// What the router takes of this route module (config/paths.ts names it): the page and its loader.
export { NewsPage as Component };
export { newsLoader as loader } from './news.loader';
