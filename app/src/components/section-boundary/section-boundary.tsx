import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, Suspense, type ReactNode } from 'react';
import * as styles from './section-boundary.css';

export const LOAD_FAILED = '内容加载失败';

/** A failed read or a crash in place of a section: what happened and 重试. */
export function LoadError({ onRetry, message = LOAD_FAILED, className }: { onRetry: () => void; message?: string; className?: string }) {
  return (
    <div className={[styles.box, className].filter(Boolean).join(' ')} role="alert">
      <span>{message}</span>
      <button type="button" className={styles.retry} onClick={onRetry}>
        重试
      </button>
    </div>
  );
}

interface CatchProps {
  onReset: () => void;
  fallback?: (retry: () => void) => ReactNode;
  children: ReactNode;
}

class Catch extends Component<CatchProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  retry = () => {
    this.props.onReset();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ? this.props.fallback(this.retry) : <LoadError onRetry={this.retry} />;
  }
}

/**
 * An independent part of a page: a crash inside it, or a read that failed with nothing to show
 * (`throwOnError: failedWithoutData`), replaces only this part with 内容加载失败 and 重试; the rest
 * of the page stays. 重试 fetches the failed reads again and renders the part anew.
 *
 * On the server, where error boundaries do not run, the Suspense boundary does the same: a part
 * that throws while the server renders it is sent empty and rendered by the browser (which then
 * shows the part or its error), instead of failing the whole page's server rendering.
 */
export function SectionBoundary({ children, fallback }: { children: ReactNode; fallback?: (retry: () => void) => ReactNode }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <Catch onReset={reset} fallback={fallback}>
          <Suspense fallback={null}>{children}</Suspense>
        </Catch>
      )}
    </QueryErrorResetBoundary>
  );
}
