// A test harness (only tests import it): the fake clock a second at a time, and the send-code
// button's 120 s as a visitor sees them.
import { act } from '@testing-library/react';
import { expect, vi } from 'vitest';

/** Lets the fake clock run `seconds`, a second at a time (each tick renders before the next is set). */
export async function secondsPass(seconds: number) {
  for (let i = 0; i < seconds; i++) await act(() => vi.advanceTimersByTimeAsync(1000));
}

/**
 * `counting`, the send-code button just pressed, shows the seconds left from 120 and stays disabled
 * until they are over, then reads 获取验证码 again. (The clock also moves with the test's own short
 * time: the first second may have passed.)
 */
export async function expectCodeCountdown(counting: HTMLElement) {
  expect(counting).toBeDisabled();
  const left = () => Number(/^(\d+)s$/.exec(counting.textContent ?? '')?.[1]);
  const start = left();
  expect([120, 119]).toContain(start);
  await secondsPass(60);
  expect([start - 60, start - 61]).toContain(left());
  expect(counting).toBeDisabled();
  await secondsPass(61);
  expect(counting).toHaveTextContent('获取验证码');
  expect(counting).toBeEnabled();
}
