import { useCountdown } from '../countdown-button/use-countdown';

/** The 404 page goes home after 5 s. */
export const NOT_FOUND_REDIRECT_SECONDS = 5;

/** Counts `seconds` down to 0 from mount, then calls `onDone`; returns the seconds left. */
export function useRedirectCountdown({ seconds = NOT_FOUND_REDIRECT_SECONDS, onDone }: { seconds?: number; onDone: () => void }): number {
  return useCountdown({ seconds, onEnd: onDone, autoStart: true }).remaining;
}
