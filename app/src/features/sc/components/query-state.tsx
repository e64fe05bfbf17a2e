import type { ReactNode } from 'react';
import { userMessage } from '../../../lib/user-message';
import * as sc from './sc.css';

/** Loading, failure (with a retry) or the content of a read. */
export function QueryState({
  query,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: { msg?: string } | null; refetch: () => unknown };
  /** Shown when the read succeeded with nothing to show. */
  empty?: string | false;
  children: ReactNode;
}) {
  if (query.isPending) return <p className={sc.status}>加载中…</p>;
  if (query.isError) {
    return (
      <div className={sc.status} role="alert">
        <p>{userMessage(query.error, '加载失败')}</p>
        <button type="button" className={sc.ghost} onClick={() => void query.refetch()}>
          重试
        </button>
      </div>
    );
  }
  if (empty) return <p className={sc.status}>{empty}</p>;
  return <>{children}</>;
}
