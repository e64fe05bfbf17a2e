import * as layout from '../../../components/page-layout/page-layout.css';
import { config } from '../../../lib/config';
import { ScShell } from '../components/sc-shell';
import * as styles from '../components/data-pages.css';

/**
 * Where the upload-chart link leads. Decision: the spec gives the link and no behaviour, and chart
 * records (/sc/chart) are made in the admin site, so the link opens the admin site's chart upload
 * page in a new window.
 */
export const chartUploadUrl = () => new URL('chart/upload', `${config.adminHost.replace(/\/+$/, '')}/`).toString();

/** /sc/memo: the memo placeholder with its upload-chart link (spec § 2.3: no behaviour). */
export function ScMemoPage() {
  return (
    <ScShell>
      <section className={styles.panel} aria-labelledby="sc-memo-title">
        <h1 id="sc-memo-title" className={styles.heading}>
          备忘
        </h1>
        <div className={styles.memo}>
          <p>这里将汇集团队的图表与备忘记录。</p>
          <p className={styles.muted}>新的产业图表请先上传，审核发布后会出现在“产业图表”中。</p>
          <a className={styles.primary} href={chartUploadUrl()} target="_blank" rel="noopener noreferrer">
            上传图表<span className={layout.visuallyHidden}>（新窗口）</span>
          </a>
        </div>
      </section>
    </ScShell>
  );
}

// What the router takes of this route module (config/paths.ts names it): the page.
export { ScMemoPage as Component };
