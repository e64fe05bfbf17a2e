import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import * as layout from '../../../components/page-layout/page-layout.css';
import { parseId } from '../../../lib/scope/route-id';
import { useContentQueries } from '../content-queries';
import * as styles from './special.css';
import { failedWithoutData } from '../../../lib/scope/query-errors';
import { safeSrc } from '../../../lib/content/safe-href';

/** /tushuo/{id}: a picture special (图说) showing its first image. */
export function TushuoPage() {
  const contentQueries = useContentQueries();
  const id = parseId(useParams().id)!;
  const { data: special } = useQuery({ ...contentQueries.special(id), throwOnError: failedWithoutData });
  const image = special?.tushuo?.url;
  return (
    <div className={layout.page}>
      <article className={layout.panel} aria-labelledby="tushuo-title">
        <h1 id="tushuo-title" className={layout.title}>
          {special?.title ?? ''}
        </h1>
        {image ? <img src={safeSrc(image)} alt={special?.title ?? '图说'} className={styles.picture} width={1200} height={1600} /> : null}
        {special && !special.title && !image ? <p className={layout.muted}>暂无内容</p> : null}
      </article>
    </div>
  );
}

// What the router takes of this route module (config/paths.ts names it): the page and its loader.
export { TushuoPage as Component };
export { specialLoader as loader } from './specials.loader';
