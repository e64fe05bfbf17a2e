import { useQuery } from '@tanstack/react-query';
import * as layout from '../../../components/page-layout/page-layout.css';
import { byYear, IRS_PRICES, useReportQueries, splitArchive, type QuarterlyReport } from '../report-queries';
import * as styles from './irs.css';
import { failedWithoutData } from '../../../lib/scope/query-errors';
import { fluidThumbnail, thumbnailImage } from '../../../lib/content/thumbnail';

/** /irs: 季报 — the sales information, the latest issue, covers by year and the old archive (up to 2021). */
export function IrsPage() {
  const reportQueries = useReportQueries();
  const { data: latest } = useQuery(reportQueries.latest());
  const { data: current } = useQuery({ ...reportQueries.quarterly(), throwOnError: failedWithoutData });
  const { data: archived } = useQuery(reportQueries.archive());
  const { current: recent, archive } = splitArchive(current ?? [], archived ?? []);
  return (
    <div className={layout.page}>
      <section className={styles.hero} aria-labelledby="irs-title">
        <div className={styles.heroText}>
          <h1 id="irs-title" className={styles.heroTitle}>
            行家说季报
          </h1>
          <p className={styles.heroLead}>每季度一期，汇总 Mini/Micro LED、LED 显示屏、第三代半导体、UV LED 等领域的市场数据与重点企业动态。</p>
          <dl className={styles.prices} aria-label="订阅价格">
            <div className={styles.price}>
              <dt>单期</dt>
              <dd>
                <strong>{IRS_PRICES.single}</strong> 元
              </dd>
            </div>
            <div className={styles.price}>
              <dt>四期</dt>
              <dd>
                <strong>{IRS_PRICES.four}</strong> 元
              </dd>
            </div>
          </dl>
          <p className={styles.delivery}>PDF 版本，发送至企业</p>
        </div>
        {latest ? (
          <figure className={styles.latest}>
            <img {...thumbnailImage(latest.logo, 180)} alt={latest.title ?? `${latest.year}年第${latest.quarter}季度`} width={240} height={320} className={styles.latestCover} />
            <figcaption className={styles.latestText}>
              <span className={styles.latestLabel}>最新一期</span>
              <span className={styles.latestTitle}>{latest.title ?? `${latest.year}年Q${latest.quarter}`}</span>
              {latest.catalogues?.length ? (
                <ul className={styles.catalogues} aria-label="目录">
                  {latest.catalogues.map((c) => (
                    <li key={c}>{c}</li>
                  ))}
                </ul>
              ) : null}
            </figcaption>
          </figure>
        ) : null}
      </section>
      <section className={layout.panel} aria-labelledby="irs-covers">
        <h2 id="irs-covers" className={styles.heading}>
          季报封面
        </h2>
        <Years reports={recent} />
      </section>
      <section className={layout.panel} aria-labelledby="irs-archive">
        <h2 id="irs-archive" className={styles.heading}>
          往期季报
        </h2>
        <Years reports={archive} />
      </section>
    </div>
  );
}

function Years({ reports }: { reports: readonly QuarterlyReport[] }) {
  const years = byYear(reports);
  if (!years.length) return <p className={layout.muted}>暂无季报</p>;
  return (
    <div className={styles.years}>
      {years.map(({ year, reports: list }) => (
        <section key={year} className={styles.year} aria-labelledby={`irs-year-${year}`} data-year={year}>
          <h3 id={`irs-year-${year}`} className={styles.yearTitle}>
            {year}年
          </h3>
          <ul className={styles.covers}>
            {list.map((report) => (
              <li key={report.id} className={styles.cover}>
                <img {...fluidThumbnail(report.logo, 362, '(max-width: 767px) 50vw, 210px', 3 / 4)} alt="" width={180} height={240} loading="lazy" className={styles.coverImage} />
                <span className={styles.coverTitle}>{report.title ?? `${report.year}年Q${report.quarter}`}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

// What the router takes of this route module (config/paths.ts names it): the page and its loader.
export { IrsPage as Component };
export { irsLoader as loader } from './reports.loader';
