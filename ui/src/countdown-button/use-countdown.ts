import { useCallback, useEffect, useRef, useState } from 'react';
import { COUNTDOWN_SECONDS, idleCountdown, msToNextTick, startCountdown, tickCountdown, type CountdownState } from './countdown-button-logic';

export interface UseCountdownOptions {
  /** Seconds to count down from. Default `COUNTDOWN_SECONDS` (60). */
  seconds?: number;
  /** Called when the count reaches 0 by itself (not after `stop()`). */
  onEnd?: () => void;
  /** Start counting on mount. */
  autoStart?: boolean;
}

export type CountdownControls = CountdownState & {
  start: () => void;
  stop: () => void;
};

export function useCountdown({ seconds = COUNTDOWN_SECONDS, onEnd, autoStart = false }: UseCountdownOptions = {}): CountdownControls {
  const [state, setState] = useState<CountdownState>(() => (autoStart ? startCountdown(idleCountdown, seconds) : idleCountdown));
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;

  useEffect(() => {
    if (state.status !== 'counting') return;
    // Reads the clock at each tick: a timer held back (a tab in the background) skips ahead.
    let timer: ReturnType<typeof setTimeout>;
    const schedule = (current: CountdownState) => {
      timer = setTimeout(() => {
        const next = tickCountdown(current);
        if (next === current) return schedule(current);
        setState(next);
        if (next.status === 'idle') onEndRef.current?.();
      }, msToNextTick(current));
    };
    schedule(state);
    return () => clearTimeout(timer);
  }, [state]);

  const start = useCallback(() => setState((current) => startCountdown(current, seconds)), [seconds]);
  const stop = useCallback(() => setState(idleCountdown), []);
  return { ...state, start, stop };
}
