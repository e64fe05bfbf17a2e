import { listSpecials } from '@hangjia/sdk/operations';
import { withListItems } from '@hangjia/sdk/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { LoadMoreList } from '../../../components/load-more-list/load-more-list';
import * as layout from '../../../components/page-layout/page-layout.css';
import { Loading } from '../../../components/page-layout/loading';
import { dateOnly } from '../../../lib/content/format';
import { useContentQueries } from '../content-queries';
import { specialCover, specialKind, specialTarget, type Special } from '../special';
import * as styles from './specials.css';
import { failedWithoutData } from '../../../lib/scope/query-errors';
import { fluidThumbnail } from '../../../lib/content/thumbnail';

/** /specials: all specials, 18 a request with load more; each opens by its type. */
export function SpecialsPage() {
  // The loader's first page is reused: the same query options.
  const list = withListItems(useInfiniteQuery({ ...useContentQueries().specials(), throwOnError: failedWithoutData }), listSpecials);
  return (
    <div className={layout.page}>
      <section className={layout.panel} aria-labelledby="specials-title">
        <h1 id="specials-title" className={layout.title}>
          专题
        </h1>
        {list.isPending ? (
          <Loading />
        ) : (
          <LoadMoreList list={list}>
            <ul className={styles.grid}>
              {list.items.map((special) => (
                <li key={special.id}>
                  <SpecialCard special={special} />
                </li>
              ))}
            </ul>
          </LoadMoreList>
        )}
      </section>
    </div>
  );
}

function SpecialCard({ special }: { special: Special }) {
  const target = specialTarget(special, paths);
  const cover = specialCover(special);
  const body = (
    <>
      {cover ? <img {...fluidThumbnail(cover, 735, '(max-width: 767px) 100vw, (max-width: 1023px) 50vw, 360px', 16 / 9)} alt="" className={styles.cover} loading="lazy" width={640} height={360} /> : <span className={styles.cover} />}
      <span className={styles.text}>
        <span className={styles.kind}>{specialKind(special.type)}</span>
        <span className={styles.title}>{special.title}</span>
        <span className={styles.date}>{dateOnly(special.date)}</span>
      </span>
    </>
  );
  if (target?.kind === 'external') {
    return (
      <a href={target.url} target="_blank" rel="noopener noreferrer" className={styles.card} data-type={special.type}>
        {body}
      </a>
    );
  }
  if (target?.kind === 'internal') {
    return (
      <Link to={target.to} className={styles.card} data-type={special.type}>
        {body}
      </Link>
    );
  }
  return (
    <span className={styles.card} data-type={special.type}>
      {body}
    </span>
  );
}

// What the router takes of this route module (config/paths.ts names it): the page and its loader.
export { SpecialsPage as Component };
export { specialsLoader as loader } from './specials.loader';
