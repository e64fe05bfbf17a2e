import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, type ReactNode } from 'react';
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
 */
export function SectionBoundary({ children, fallback }: { children: ReactNode; fallback?: (retry: () => void) => ReactNode }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <Catch onReset={reset} fallback={fallback}>
          {children}
        </Catch>
      )}
    </QueryErrorResetBoundary>
  );
}
