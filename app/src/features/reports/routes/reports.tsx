import type { components } from '@hangjia/sdk';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ExternalLink } from '../../../components/external-link/external-link';
import * as layout from '../../../components/page-layout/page-layout.css';
import { Loading } from '../../../components/page-layout/loading';
import { useReportQueries } from '../report-queries';
import { classifyWhitePapers, paperDateLabel, type CatalogPaper } from '../white-papers';
import * as styles from './reports.css';
import { fluidThumbnail, thumbnailImage } from '../../../lib/content/thumbnail';

type WhitePaper = components['schemas']['WhitePaper'];

const SECTIONS = [
  { key: 'researching', title: '调研中' },
  { key: 'latest', title: '最新发布' },
  { key: 'past', title: '往期推荐' },
] as const;

/** /reports: the white papers in 调研中, 最新发布 and 往期推荐, then the reports. */
export function ReportsPage() {
  const reportQueries = useReportQueries();
  const catalog = useQuery(reportQueries.catalog());
  const { data: reports, isPending: reportsPending } = useQuery(reportQueries.reports());
  const sections = useMemo(() => classifyWhitePapers(catalog.data ?? [], new Date()), [catalog.data]);
  return (
    <div className={layout.page}>
      <h1 className={layout.visuallyHidden}>白皮书/报告</h1>
      {SECTIONS.map(({ key, title }) => (
        <section key={key} className={layout.panel} aria-labelledby={`reports-${key}`}>
          <h2 id={`reports-${key}`} className={styles.heading}>
            {title}
          </h2>
          {catalog.isPending ? <Loading /> : <Catalog items={sections[key]} />}
        </section>
      ))}
      <section className={layout.panel} aria-labelledby="reports-reports">
        <h2 id="reports-reports" className={styles.heading}>
          行业报告
        </h2>
        <PaperList items={reports} pending={reportsPending} />
      </section>
    </div>
  );
}

function Catalog({ items }: { items: readonly CatalogPaper[] }) {
  if (!items.length) return <p className={layout.muted}>暂无内容</p>;
  return (
    <ul className={styles.catalog}>
      {items.map((paper) => (
        <li key={paper.id} className={styles.entry}>
          <ExternalLink href={paper.shareUrl} className={styles.coverLink}>
            <img {...thumbnailImage(paper.logo, 150, 212)} alt={paper.productName} width={210} height={297} loading="lazy" className={styles.cover} />
          </ExternalLink>
          <div className={styles.text}>
            <ExternalLink href={paper.shareUrl} className={styles.name}>
              {paper.productName}
            </ExternalLink>
            <span className={styles.date}>{paperDateLabel(paper)}</span>
            {paper.typeList?.length ? (
              <ul className={styles.priceList} aria-label="价格">
                {paper.typeList.map((price) => (
                  <li key={price.key} className={styles.price}>
                    <span>{price.name}</span>
                    {price.priceZaoniao != null ? (
                      <>
                        <span className={styles.early}>早鸟价 ¥{price.priceZaoniao}</span>
                        <s className={styles.original}>原价 ¥{price.price}</s>
                      </>
                    ) : (
                      <span className={styles.early}>¥{price.price}</span>
                    )}
                  </li>
                ))}
              </ul>
            ) : null}
            {paper.dynamicEvent?.map((group) => (
              <div key={group.name} className={styles.contributors}>
                <span className={styles.date}>{group.name}</span>
                <ul className={styles.logos}>
                  {group.companys.map((company) => (
                    <li key={company.name}>
                      <img {...thumbnailImage(company.logo, 64)} alt={company.name} title={company.name} width={80} height={40} loading="lazy" className={styles.logo} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}

function PaperList({ items, pending }: { items: readonly WhitePaper[] | undefined; pending: boolean }) {
  if (pending) return <Loading />;
  if (!items?.length) return <p className={layout.muted}>暂无内容</p>;
  return (
    <ul className={styles.grid}>
      {items.map((paper) => (
        <li key={paper.id}>
          <ExternalLink href={paper.shareUrl} className={styles.card}>
            <img {...fluidThumbnail(paper.logo, 362, '(max-width: 767px) 50vw, 280px', 210 / 297)} alt="" width={210} height={297} loading="lazy" className={styles.cover} />
            <span className={styles.text}>
              <span className={styles.name}>{paper.productName}</span>
              <span className={styles.date}>{paper.fabuTime ?? `${paper.productYear}年`}</span>
            </span>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}

// What the router takes of this route module (config/paths.ts names it): the page and its loader.
export { ReportsPage as Component };
export { reportsLoader as loader } from './reports.loader';
