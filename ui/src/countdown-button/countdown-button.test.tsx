import { act, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { setupUser } from '../../test/user';
import { CountdownButton } from '.';
import { idleCountdown, startCountdown, tickCountdown, type CountdownState } from './countdown-logic';

describe('countdown logic', () => {
  const counting = (remaining: number): CountdownState => ({ status: 'counting', remaining });
  test.each<[string, CountdownState, CountdownState]>([
    ['a tick takes a second off', counting(120), counting(119)],
    ['the last tick ends the count', counting(1), idleCountdown],
    ['an idle countdown does not tick', idleCountdown, idleCountdown],
  ])('%s', (_, from, to) => {
    expect(tickCountdown(from)).toEqual(to);
  });

  test.each<[string, CountdownState, number, CountdownState]>([
    ['starting from idle counts from the seconds', idleCountdown, 120, counting(120)],
    ['starting while counting changes nothing', counting(30), 120, counting(30)],
    ['starting with no seconds stays idle', idleCountdown, 0, idleCountdown],
  ])('%s', (_, from, seconds, to) => {
    expect(startCountdown(from, seconds)).toEqual(to);
  });
});

describe('CountdownButton', () => {
  beforeEach(() => vi.useFakeTimers());

  test('given a sent code, then the button waits 120 s showing the seconds left, and can be pressed again at the end', async () => {
    const user = setupUser();
    const onClick = vi.fn(async () => true);
    const onCountdownEnd = vi.fn();
    const { container } = render(<CountdownButton onClick={onClick} onCountdownEnd={onCountdownEnd} />);
    const button = screen.getByRole('button', { name: '获取验证码' });
    expect(button).toHaveAttribute('data-state', 'idle');
    await expectNoAxeViolations(container);

    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toHaveTextContent('120s');
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-state', 'counting');
    expect(button).toHaveAttribute('data-disabled', '');
    await expectNoAxeViolations(container);

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(button).toHaveTextContent('119s');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);

    for (let i = 0; i < 119; i += 1) await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(button).toHaveTextContent('获取验证码');
    expect(button).toBeEnabled();
    expect(onCountdownEnd).toHaveBeenCalledTimes(1);

    button.focus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(button).toHaveTextContent('120s');
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
    render(<CountdownButton ref={ref} seconds={60} className="code" labels={{ idle: 'Send', counting: 'Wait {n}' }} />);
    expect(ref.current).toHaveClass('code');
    expect(ref.current).toHaveTextContent('Send');
    await user.click(ref.current!);
    expect(ref.current).toHaveTextContent('Wait 60');
  });
});
