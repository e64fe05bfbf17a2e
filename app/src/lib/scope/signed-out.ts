// What the page hears of a 401 that signed the visitor out (unauthorized.ts fires it): apart from
// the handler, which loads with the first 401 (api.ts).
import { useEffect } from 'react';

/** Fired on `window` once the session was cleared after a 401. */
export const SIGNED_OUT_EVENT = 'hangjia:signed-out';

/** Runs `listener` when a 401 signs the visitor out while the page stays. */
export function useSignedOut(listener: () => void): void {
  useEffect(() => {
    window.addEventListener(SIGNED_OUT_EVENT, listener);
    return () => window.removeEventListener(SIGNED_OUT_EVENT, listener);
  }, [listener]);
}
