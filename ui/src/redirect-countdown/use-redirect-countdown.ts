import { useCountdown } from '../countdown-button/use-countdown';

/**
 * Seconds before a redirect countdown calls `onDone` when `seconds` is not given: 5, long enough to
 * read why the page moves on and short enough not to keep anyone waiting. A site's own wait is its
 * choice: pass `seconds`.
 */
export const REDIRECT_SECONDS = 5;

/** @deprecated the portal's 404 wait (5 s) belongs to the site: pass `seconds={5}`, or nothing for `REDIRECT_SECONDS`; removed in the next minor */
export const NOT_FOUND_REDIRECT_SECONDS = 5;

/** Counts `seconds` down to 0 from mount, then calls `onDone`; returns the seconds left. */
export function useRedirectCountdown({ seconds = REDIRECT_SECONDS, onDone }: { seconds?: number; onDone: () => void }): number {
  return useCountdown({ seconds, onEnd: onDone, autoStart: true }).remaining;
}
