import { STILL_LOADING, useSlow } from './section-boundary/still-loading';
import * as styles from './page-fallback.css';

/** Shown while a page's module and data load; after 10 s it says that it is still loading. */
export function PageFallback() {
  const slow = useSlow();
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{slow ? STILL_LOADING : '加载中…'}</span>
    </div>
  );
}
