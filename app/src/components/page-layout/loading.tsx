import { STILL_LOADING, useSlow } from '../section-boundary/still-loading';
import * as layout from './page-layout.css';

/** 加载中… while a page or a list loads; after 10 s it says that it is still loading. */
export function Loading({ className = layout.status }: { className?: string }) {
  const slow = useSlow();
  return (
    <p className={className} role="status">
      {slow ? STILL_LOADING : '加载中…'}
    </p>
  );
}
