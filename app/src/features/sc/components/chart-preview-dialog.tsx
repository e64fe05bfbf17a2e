import * as Dialog from '@radix-ui/react-dialog';
import type { components } from '@hangjia/sdk';
import { dateOnly } from '../../../lib/format';
import { safeHref } from '../../../lib/safe-href';
import { useDialogContent } from './dialog-content';
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
  const content = useDialogContent(chart !== null, onOpenChange);
  return (
    <Dialog.Root open={chart !== null} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={sc.overlay} />
        <Dialog.Content className={sc.wideContent} aria-describedby={chart?.desc ? 'chart-preview-desc' : undefined} {...content}>
          {chart ? (
            <>
              <div className={sc.dialogHead}>
                <Dialog.Title className={sc.dialogTitle}>{chart.title}</Dialog.Title>
                <Dialog.Close className={sc.close} aria-label="关闭">
                  ×
                </Dialog.Close>
              </div>
              <div className={sc.dialogBody}>
                <div className={styles.preview}>
                  <img className={styles.previewImg} src={chart.img} alt={chart.title} />
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
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
