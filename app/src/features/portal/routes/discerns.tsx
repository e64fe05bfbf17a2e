import { useQuery } from '@tanstack/react-query';
import { PagerNext, PagerPages, PagerPrevious, PagerRoot } from '@hangjia/ui';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import * as layout from '../../../components/page-layout/page-layout.css';
import { Loading } from '../../../components/page-layout/loading';
import { dateOnly } from '../../../lib/content/format';
import { parsePageParam } from '../../../lib/scope/route-id';
import { useContentQueries } from '../content-queries';
import * as styles from './discerns.css';
import { failedWithoutData } from '../../../lib/scope/query-errors';
import { fluidThumbnail } from '../../../lib/content/thumbnail';

/** Pager count of the data page (the specification's 11). */
export const DISCERNS_PAGER_COUNT = 11;

/** /discerns: industry data charts, 45 a page, with a numbered pager driven by totalPageNum. */
export function DiscernsPage() {
  const contentQueries = useContentQueries();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = parsePageParam(params.get('page'));
  const { data, isPending, fetchStatus } = useQuery({ ...contentQueries.discerns(page), throwOnError: failedWithoutData });
  const list = data?.list ?? [];
  const totalPages = data?.totalPageNum ?? 0;
  return (
    <div className={layout.page}>
      <section className={layout.panel} aria-labelledby="discerns-title">
        <h1 id="discerns-title" className={layout.title}>
          产业数据
        </h1>
        {isPending && fetchStatus !== 'idle' ? (
          <Loading />
        ) : (
          <ul className={styles.grid}>
            {list.map((item) => (
              <li key={item.id}>
                <Link to={paths.discern(item.id)} className={styles.card}>
                  <img {...fluidThumbnail(item.url, 362, '(max-width: 767px) 50vw, (max-width: 1023px) 34vw, 216px', 16 / 10)} alt="" className={styles.image} loading="lazy" width={640} height={400} />
                  <span className={styles.title}>{item.title}</span>
                  <span className={styles.date}>{dateOnly(item.date)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {totalPages > 1 ? (
          <PagerRoot
            className={layout.pager}
            page={Math.min(page, totalPages)}
            totalPages={totalPages}
            pagerCount={DISCERNS_PAGER_COUNT}
            onPageChange={(next) => {
              navigate(paths.discerns(next));
              window.scrollTo({ top: 0 });
            }}
          >
            <PagerPrevious className={layout.pagerStep} />
            <PagerPages className={layout.pagerPages} />
            <PagerNext className={layout.pagerStep} />
          </PagerRoot>
        ) : null}
      </section>
    </div>
  );
}

// What the router takes of this route module (config/paths.ts names it): the page and its loader.
export { DiscernsPage as Component };
export { discernsLoader as loader } from './discerns.loader';
