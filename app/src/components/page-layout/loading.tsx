import * as layout from './page-layout.css';

/** 加载中… while a page or a list loads. */
export function Loading({ className = layout.status }: { className?: string }) {
  return (
    <p className={className} role="status">
      加载中…
    </p>
  );
}
