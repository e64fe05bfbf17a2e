import { PagerNext, PagerPages, PagerRoot } from '@hangjia/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { AdSlots } from '../../../components/ads/ad-slots';
import * as layout from '../../../components/page-layout/page-layout.css';
import { Loading } from '../../../components/page-layout/loading';
import { dateOnly } from '../../../lib/content/format';
import { topicTitle, type Topic } from '../../../lib/content/topic';
import { EventsShell } from '../components/events-shell';
import * as styles from './news.css';
import { useEventQueries, HOT_CATEGORY, NEWS_CATEGORIES, NEWS_PAGER_COUNT, NEWS_PAGER_SIZE, parseCategory, yearMonth } from '../event-queries';

/** /ev/news?t={category}: three ad carousels, a bullet list (title, year.month) and a pager (下一页). */
export function EventNewsPage() {
  const eventQueries = useEventQueries();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const cate = parseCategory(params.get('t'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const news = useQuery(eventQueries.news(cate, page));
  const answer = news.data;
  const topics: readonly Topic[] = Array.isArray(answer) ? answer : (answer?.data ?? []);
  const count = Array.isArray(answer) ? 0 : (answer?.count ?? 0);
  return (
    <EventsShell>
      <div className={styles.ads} aria-label="广告">
        <AdSlots request={eventQueries.adsRequest()} />
      </div>
      <section className={styles.panel} aria-labelledby="ev-news">
        <h2 id="ev-news" className={styles.heading}>
          活动资讯
        </h2>
        <nav aria-label="资讯分类" className={styles.categories}>
          {NEWS_CATEGORIES.map((c) => (
            <Link key={c} to={paths.eventNews(c)} aria-current={c === cate ? 'page' : undefined} className={layout.pill} data-state={c === cate ? 'active' : 'inactive'}>
              {c}
            </Link>
          ))}
        </nav>
        {news.isPending ? (
          <Loading />
        ) : topics.length ? (
          <ul className={styles.list} aria-label="资讯列表">
            {topics.map((topic) => (
              <li key={topic.id} className={styles.item}>
                <Link to={paths.topic(topic.id)} className={styles.link}>
                  {topicTitle(topic)}
                </Link>
                <time dateTime={dateOnly(topic.date)} className={styles.date}>
                  {yearMonth(topic.date)}
                </time>
              </li>
            ))}
          </ul>
        ) : (
          <p className={layout.muted}>暂无资讯</p>
        )}
        {cate !== HOT_CATEGORY && count > NEWS_PAGER_SIZE ? (
          <PagerRoot
            className={layout.pager}
            page={page}
            total={count}
            pageSize={NEWS_PAGER_SIZE}
            pagerCount={NEWS_PAGER_COUNT}
            layout="pager, next"
            onPageChange={(next) => {
              navigate(paths.eventNews(cate, next));
              window.scrollTo({ top: 0 });
            }}
          >
            <PagerPages className={layout.pagerPages} />
            <PagerNext className={layout.pagerStep} />
          </PagerRoot>
        ) : null}
      </section>
    </EventsShell>
  );
}

// What the router takes of this route module (config/paths.ts names it): the page and its loader.
export { EventNewsPage as Component };
export { eventNewsLoader as loader } from './events.loaders';
