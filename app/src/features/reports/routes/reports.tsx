import type { components } from '@hangjia/sdk';
import { useQuery } from '@tanstack/react-query';
import * as layout from '../../../components/page-layout/page-layout.css';
import { reportData } from '../report-queries';
import * as styles from './reports.css';

type WhitePaper = components['schemas']['WhitePaper'];

/** /reports: 白皮书 and 报告, each opening its page in a new window. */
export function ReportsPage() {
  const { data: papers, isPending: papersPending } = useQuery(reportData.whitePapers());
  const { data: reports, isPending: reportsPending } = useQuery(reportData.reports());
  return (
    <div className={layout.page}>
      <h1 className={layout.visuallyHidden}>白皮书/报告</h1>
      <section className={layout.panel} aria-labelledby="reports-papers">
        <h2 id="reports-papers" className={styles.heading}>
          调研白皮书
        </h2>
        <PaperList items={papers} pending={papersPending} />
      </section>
      <section className={layout.panel} aria-labelledby="reports-reports">
        <h2 id="reports-reports" className={styles.heading}>
          行业报告
        </h2>
        <PaperList items={reports} pending={reportsPending} />
      </section>
    </div>
  );
}

function PaperList({ items, pending }: { items: readonly WhitePaper[] | undefined; pending: boolean }) {
  if (pending) return null;
  if (!items?.length) return <p className={layout.muted}>暂无内容</p>;
  return (
    <ul className={styles.grid}>
      {items.map((paper) => (
        <li key={paper.id}>
          <a href={paper.shareUrl} target="_blank" rel="noopener noreferrer" className={styles.card}>
            <img src={paper.logo} alt="" width={210} height={297} loading="lazy" className={styles.cover} />
            <span className={styles.text}>
              <span className={styles.name}>{paper.productName}</span>
              <span className={paper.state === 0 ? styles.researching : styles.date}>{paper.state === 0 ? '调研中' : paper.fabuTime ?? `${paper.productYear}年`}</span>
              {paper.typeList?.length ? (
                <span className={styles.prices}>
                  {paper.typeList.map((price) => (
                    <span key={price.key}>
                      {price.name} ¥{price.price}
                    </span>
                  ))}
                </span>
              ) : null}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
