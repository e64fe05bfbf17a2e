import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

/** user-event that also moves the fake clock when a test has installed fake timers. */
export function setupUser(options: Parameters<typeof userEvent.setup>[0] = {}) {
  return userEvent.setup({
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
    ...options,
  });
}
