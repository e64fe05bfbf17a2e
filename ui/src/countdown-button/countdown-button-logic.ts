export type CountdownStatus = CountdownState['status'];

/** Idle, or counting the whole seconds left to `endsAt` (ms since the epoch). */
export type CountdownState = { status: 'idle'; remaining: 0 } | { status: 'counting'; remaining: number; endsAt: number };

/**
 * Seconds a countdown runs when `seconds` is not given: 60, the usual wait of a send-code button
 * before another code may be asked for. How long a site makes its visitors wait is the site's
 * choice: pass `seconds`.
 */
export const COUNTDOWN_SECONDS = 60;

/** @deprecated the portal's send-code wait (120 s) belongs to the site: pass `seconds={120}`; removed in the next minor */
export const SEND_CODE_SECONDS = 120;

export const idleCountdown: CountdownState = { status: 'idle', remaining: 0 };

/** Starts counting from `seconds` at `now`; a running countdown is left alone (restartable only at the end). */
export function startCountdown(state: CountdownState, seconds: number, now: number = Date.now()): CountdownState {
  if (state.status === 'counting') return state;
  const whole = Math.floor(seconds);
  return whole > 0 ? { status: 'counting', remaining: whole, endsAt: now + whole * 1000 } : idleCountdown;
}

/**
 * The count at `now`: the whole seconds left to its end, so a page whose timers were held back (a
 * tab in the background) shows the right number when it looks again; reaching 0 ends the count.
 */
export function tickCountdown(state: CountdownState, now: number = Date.now()): CountdownState {
  if (state.status !== 'counting') return state;
  const remaining = Math.ceil((state.endsAt - now) / 1000);
  if (remaining <= 0) return idleCountdown;
  return remaining === state.remaining ? state : { ...state, remaining };
}

/** How long until the shown number changes. */
export function msToNextTick(state: CountdownState, now: number = Date.now()): number {
  if (state.status !== 'counting') return 1000;
  const left = state.endsAt - now;
  return left <= 0 ? 0 : left % 1000 || 1000;
}
