import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import * as layout from '../../../components/page-layout/page-layout.css';
import { shortDateTime } from '../../../lib/content/format';
import { parseId } from '../../../lib/scope/route-id';
import { useResearchQueries } from '../research-queries';
import * as styles from './research.css';
import { failedWithoutData } from '../../../lib/scope/query-errors';
import { safeSrc } from '../../../lib/content/safe-href';

/** /canyan/{id}: a research video's title and image, from the partner open API. */
export function CanyanPage() {
  const researchQueries = useResearchQueries();
  const id = parseId(useParams().id)!;
  const { data: video } = useQuery({ ...researchQueries.video(id), throwOnError: failedWithoutData });
  return (
    <div className={layout.page}>
      <article className={layout.panel} aria-labelledby="canyan-title">
        <h1 id="canyan-title" className={layout.title}>
          {video?.title ?? ''}
        </h1>
        {video?.date ? <p className={layout.muted}>{shortDateTime(video.date)}</p> : null}
        {video?.url ? <img src={safeSrc(video.url)} alt={video.title} className={styles.videoImage} width={1280} height={720} /> : null}
        {video && !video.title && !video.url ? <p className={layout.muted}>暂无内容</p> : null}
      </article>
    </div>
  );
}

// What the router takes of this route module (config/paths.ts names it): the page and its loader.
export { CanyanPage as Component };
export { canyanLoader as loader } from './research.loader';
