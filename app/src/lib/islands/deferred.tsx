import { createContext, Suspense, use, useContext, type ReactNode } from 'react';

/** Query options, as a feature's query module (`<name>-queries.ts`) makes them. */
export interface QueryLike {
  queryKey: readonly unknown[];
}

/**
 * On the server: waits for some queries (each within the server's per-call budget) and makes them
 * part of the page; resolves at once when they are there already. Absent in the browser.
 */
export type WaitFor = (queries: readonly QueryLike[]) => Promise<void> | null;

export const DeferContext = createContext<WaitFor | null>(null);

function Wait({ queries }: { queries: readonly QueryLike[] }) {
  const waitFor = useContext(DeferContext);
  const pending = waitFor?.(queries);
  if (pending) use(pending);
  return null;
}

/**
 * A section below the fold: the server sends the page without waiting for it and streams it in
 * when its queries answer (a call slower than the budget leaves the section loading and the browser
 * finishes it). In the browser this is a plain Suspense boundary.
 */
export function Deferred({ queries, fallback = null, children }: { queries: readonly QueryLike[]; fallback?: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Wait queries={queries} />
      {children}
    </Suspense>
  );
}
