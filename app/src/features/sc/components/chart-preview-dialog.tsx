import type { components } from '@hangjia/sdk';
import { DialogShell } from '../../../components/dialog/dialog-shell';
import * as dialog from '../../../components/dialog/dialog.css';
import { dateOnly } from '../../../lib/content/format';
import { safeHref, safeSrc } from '../../../lib/content/safe-href';
import * as sc from './sc.css';
import * as styles from './data-pages.css';

type Chart = components['schemas']['Chart'];

export interface ChartPreviewDialogProps {
  chart: Chart | null;
  onOpenChange: (open: boolean) => void;
}

/** A chart in full: image, title, description, creator, date and its source (a new window, http(s) only). */
export function ChartPreviewDialog({ chart, onOpenChange }: ChartPreviewDialogProps) {
  const source = chart?.srcUrl ? safeHref(chart.srcUrl) : null;
  return (
    <DialogShell
      look="panel"
      open={chart !== null}
      onOpenChange={onOpenChange}
      title={chart?.title}
      describedBy={chart?.desc ? 'chart-preview-desc' : undefined}
    >
      {chart ? (
        <div className={dialog.body}>
          <div className={styles.preview}>
            <img className={styles.previewImg} src={safeSrc(chart.img)} alt={chart.title} />
            {chart.desc ? <p id="chart-preview-desc">{chart.desc}</p> : null}
            <dl className={styles.facts}>
              <dt>创建人</dt>
              <dd>{chart.createrName || '—'}</dd>
              <dt>日期</dt>
              <dd>{dateOnly(chart.date)}</dd>
              <dt>来源</dt>
              <dd>
                {source ? (
                  <a href={source} target="_blank" rel="noopener noreferrer">
                    {chart.srcTitle || source}
                    <span className={sc.muted}>（新窗口打开）</span>
                  </a>
                ) : (
                  chart.srcTitle || '—'
                )}
              </dd>
            </dl>
          </div>
        </div>
      ) : null}
    </DialogShell>
  );
}
