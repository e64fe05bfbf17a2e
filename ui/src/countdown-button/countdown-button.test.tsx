import { act, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { setupUser } from '../../test/user';
import { CountdownButton } from '.';
import { COUNTDOWN_SECONDS, idleCountdown, msToNextTick, startCountdown, tickCountdown, type CountdownState } from './countdown-button-logic';

describe('countdown logic', () => {
  const T0 = 1_700_000_000_000;
  const counting = (remaining: number, endsAt = T0 + 120_000): CountdownState => ({ status: 'counting', remaining, endsAt });
  test.each<[string, CountdownState, number, CountdownState]>([
    ['a second later, one fewer is left', counting(120), T0 + 1000, counting(119)],
    ['part of a second changes nothing', counting(120), T0 + 999, counting(120)],
    ['held back for 50 s (a tab in the background), it shows what is really left', counting(119), T0 + 50_400, counting(70)],
    ['at the end the count stops', counting(1), T0 + 120_000, idleCountdown],
    ['long past the end the count stops', counting(100), T0 + 900_000, idleCountdown],
    ['an idle countdown does not tick', idleCountdown, T0, idleCountdown],
  ])('%s', (_, from, now, to) => {
    expect(tickCountdown(from, now)).toEqual(to);
  });

  test.each<[string, CountdownState, number, CountdownState]>([
    ['starting from idle counts from the seconds', idleCountdown, 120, counting(120)],
    ['starting while counting changes nothing', counting(30), 120, counting(30)],
    ['starting with no seconds stays idle', idleCountdown, 0, idleCountdown],
  ])('%s', (_, from, seconds, to) => {
    expect(startCountdown(from, seconds, T0)).toEqual(to);
  });

  test('the next tick comes when the shown number changes', () => {
    expect(msToNextTick(counting(120), T0)).toBe(1000);
    expect(msToNextTick(counting(119), T0 + 1250)).toBe(750);
    expect(msToNextTick(counting(1), T0 + 120_000)).toBe(0);
  });
});

describe('CountdownButton', () => {
  beforeEach(() => vi.useFakeTimers());

  test('given a sent code and no seconds, then the button waits 60 s (COUNTDOWN_SECONDS) showing the seconds left, and can be pressed again at the end', async () => {
    expect(COUNTDOWN_SECONDS).toBe(60);
    const user = setupUser();
    const onClick = vi.fn(async () => true);
    const onCountdownEnd = vi.fn();
    const { container } = render(<CountdownButton onClick={onClick} onCountdownEnd={onCountdownEnd} />);
    const button = screen.getByRole('button', { name: '获取验证码' });
    expect(button).toHaveAttribute('data-state', 'idle');
    await expectNoAxeViolations(container);

    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toHaveTextContent('60s');
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-state', 'counting');
    expect(button).toHaveAttribute('data-disabled', '');
    await expectNoAxeViolations(container);

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(button).toHaveTextContent('59s');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);

    for (let i = 0; i < 59; i += 1) await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(button).toHaveTextContent('获取验证码');
    expect(button).toBeEnabled();
    expect(onCountdownEnd).toHaveBeenCalledTimes(1);

    button.focus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(button).toHaveTextContent('60s');
  });

  test('given the page\'s timers held back for 50 s, then the next tick shows the seconds really left', async () => {
    const user = setupUser();
    render(<CountdownButton onClick={async () => true} />);
    const button = screen.getByRole('button', { name: '获取验证码' });
    await user.click(button);
    expect(button).toHaveTextContent('60s');
    // The clock moves on while no timer runs (a tab in the background), then one timer fires.
    vi.setSystemTime(Date.now() + 50_000);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(button).toHaveTextContent('9s');
  });

  test.each([
    ['resolves false', () => Promise.resolve(false)],
    ['rejects', () => Promise.reject(new Error('短信发送失败'))],
    ['returns false', () => false],
  ])('given the send %s, then the button is enabled again at once', async (_, send) => {
    const user = setupUser();
    render(<CountdownButton onClick={send} />);
    await user.click(screen.getByRole('button'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('button')).toHaveTextContent('获取验证码');
    expect(screen.getByRole('button')).toBeEnabled();
  });

  test('given the click handler prevents default, then no countdown starts', async () => {
    const user = setupUser();
    render(<CountdownButton onClick={(event) => event.preventDefault()} />);
    await user.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveAttribute('data-state', 'idle');
  });

  test('given other seconds and labels, then they are used; props and ref reach the button', async () => {
    const user = setupUser();
    const ref = createRef<HTMLButtonElement>();
    render(<CountdownButton ref={ref} seconds={120} className="code" labels={{ idle: 'Send', counting: 'Wait {n}' }} />);
    expect(ref.current).toHaveClass('code');
    expect(ref.current).toHaveTextContent('Send');
    await user.click(ref.current!);
    expect(ref.current).toHaveTextContent('Wait 120');
  });
});
