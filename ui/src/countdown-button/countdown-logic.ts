export type CountdownStatus = 'idle' | 'counting';

export interface CountdownState {
  status: CountdownStatus;
  /** Seconds left; 0 when idle. */
  remaining: number;
}

/** The login code button waits 120 s before another code can be sent. */
export const SEND_CODE_SECONDS = 120;

export const idleCountdown: CountdownState = { status: 'idle', remaining: 0 };

/** Starts counting from `seconds`; a running countdown is left alone (restartable only at the end). */
export function startCountdown(state: CountdownState, seconds: number): CountdownState {
  if (state.status === 'counting') return state;
  return seconds > 0 ? { status: 'counting', remaining: Math.floor(seconds) } : idleCountdown;
}

/** One second passes: one fewer left; reaching 0 ends the count. */
export function tickCountdown(state: CountdownState): CountdownState {
  if (state.status !== 'counting') return state;
  const remaining = state.remaining - 1;
  return remaining > 0 ? { status: 'counting', remaining } : idleCountdown;
}
