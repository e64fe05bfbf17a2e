import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import * as layout from '../../../components/page-layout/page-layout.css';
import { LazyQrCode } from '../../../components/qr-code/lazy-qr-code';
import { shortDateTime, shareUrl } from '../../../lib/content/format';
import { parseId } from '../../../lib/scope/route-id';
import { useSiteOrigin } from '../../../lib/scope/scope';
import { useContentQueries } from '../content-queries';
import * as styles from './discern.css';
import { failedWithoutData } from '../../../lib/scope/query-errors';
import { safeSrc } from '../../../lib/content/safe-href';

/** /discern/{id}: a chart's title, source, image and text, and a QR code to share the page. */
export function DiscernPage() {
  const contentQueries = useContentQueries();
  const id = parseId(useParams().id)!;
  const { data: item } = useQuery({ ...contentQueries.discern(id), throwOnError: failedWithoutData });
  const url = shareUrl(useSiteOrigin(), paths.discern(id));
  return (
    <div className={layout.page}>
      <nav aria-label="位置" className={styles.crumbs}>
        <Link to={paths.discerns()}>产业数据</Link>
        <span aria-hidden="true"> / </span>
        <span>详情</span>
      </nav>
      <div className={layout.columns}>
        <article className={layout.panel} aria-labelledby="discern-title">
          <h1 id="discern-title" className={layout.title}>
            {item?.title ?? ''}
          </h1>
          {item ? (
            <>
              <p className={styles.source}>
                {item.imgdesc ? <span>{item.imgdesc}</span> : null}
                <span>{shortDateTime(item.date)}</span>
              </p>
              <figure className={styles.figure}>
                <img src={safeSrc(item.url)} alt={item.title} className={styles.image} width={1280} height={800} />
              </figure>
              {item.text ? <p className={styles.text}>{item.text}</p> : null}
            </>
          ) : null}
        </article>
        <aside className={layout.panel} aria-labelledby="discern-share">
          <h2 id="discern-share" className={styles.shareTitle}>
            分享
          </h2>
          <div className={styles.share}>
            <LazyQrCode value={url} size={148} label="本页二维码" className={styles.qr} />
            <p className={layout.muted}>微信扫一扫，分享本页</p>
          </div>
        </aside>
      </div>
    </div>
  );
}

// What the router takes of this route module (config/paths.ts names it): the page and its loader.
export { DiscernPage as Component };
export { discernLoader as loader } from './discerns.loader';
