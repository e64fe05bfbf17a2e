import { Link, useMatches } from 'react-router-dom';
import * as styles from './route-error.css';

/** Routes of the table whose pages come with later work: their name and a way home. */
export function PendingPage() {
  const matches = useMatches();
  const title = (matches[matches.length - 1]?.handle as { title?: string } | undefined)?.title ?? '行家说';
  return (
    <div className={styles.box}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>该栏目正在建设中，敬请期待。</p>
      <div className={styles.actions}>
        <Link to="/" className={styles.secondary}>
          返回首页
        </Link>
      </div>
    </div>
  );
}
