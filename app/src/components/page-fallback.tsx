import * as styles from './page-fallback.css';

/** Shown while a page's module and data load. */
export function PageFallback() {
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>加载中…</span>
    </div>
  );
}
