import type { ReactNode } from 'react';
import { LoadError } from '../../../components/section-boundary/section-boundary';
import { userMessage } from '../../../lib/scope/user-message';
import * as sc from './sc.css';

/** Loading, failure (the site's LoadError: what happened and 重试) or the content of a read. */
export function QueryState({
  query,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** Shown when the read succeeded with nothing to show. */
  empty?: string | false;
  children: ReactNode;
}) {
  if (query.isPending) return <p className={sc.status}>加载中…</p>;
  if (query.isError) return <LoadError message={userMessage(query.error, '加载失败')} onRetry={() => void query.refetch()} />;
  if (empty) return <p className={sc.status}>{empty}</p>;
  return <>{children}</>;
}
