import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import * as styles from './route-error.css';

/** A crash inside a route: a message in Chinese, reload and home; the header and footer stay. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <div className={styles.box} role="alert">
      <h1 className={styles.title}>页面出错了</h1>
      <p className={styles.text}>抱歉，页面加载时出现问题，请刷新重试。{detail ? `（${detail}）` : null}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => window.location.reload()}>
          刷新页面
        </button>
        <Link to="/" className={styles.secondary} reloadDocument>
          返回首页
        </Link>
      </div>
    </div>
  );
}
