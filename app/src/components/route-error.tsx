import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router-dom';
import * as styles from './route-error.css';

/**
 * A page that failed: its reads failed with nothing to show, or it crashed. A message in Chinese,
 * 重试 (the page's reads again, then the page anew) and home; the header and footer stay.
 */
export function RouteError() {
  const error = useRouteError();
  const { reset } = useQueryErrorResetBoundary();
  const revalidator = useRevalidator();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  const retrying = revalidator.state !== 'idle';
  return (
    <div className={styles.box} role="alert">
      <h1 className={styles.title}>页面出错了</h1>
      <p className={styles.text}>抱歉，页面加载时出现问题，请重试。{detail ? `（${detail}）` : null}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          disabled={retrying}
          onClick={() => {
            reset();
            void revalidator.revalidate();
          }}
        >
          {retrying ? '加载中…' : '重试'}
        </button>
        <Link to="/" className={styles.secondary} reloadDocument>
          返回首页
        </Link>
      </div>
    </div>
  );
}
