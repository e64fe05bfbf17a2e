import { useEffect, useState } from 'react';

/** After this long a load says that it is still going. */
export const SLOW_MS = 10_000;
export const STILL_LOADING = '加载时间较长，仍在努力加载…';

/** True once the component has been mounted for `ms` (a load that is taking long). */
export function useSlow(ms = SLOW_MS): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return slow;
}
