import { act, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { REDIRECT_SECONDS, RedirectCountdown } from '.';

describe('RedirectCountdown', () => {
  beforeEach(() => vi.useFakeTimers());

  test('given a 404 page without seconds, when 5 s (REDIRECT_SECONDS) pass, then it counts 5 to 0 and goes home', async () => {
    expect(REDIRECT_SECONDS).toBe(5);
    const onDone = vi.fn();
    const { container } = render(
      <p>
        <RedirectCountdown onDone={onDone}>
          {(n) => (
            <>
              页面飞走了, {n}s 后回到 <a href="/">首页</a>
            </>
          )}
        </RedirectCountdown>
      </p>,
    );
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('页面飞走了, 5s 后回到 首页');
    expect(timer).toHaveAttribute('data-state', 'counting');
    await expectNoAxeViolations(container);

    const seen: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      await act(() => vi.advanceTimersByTimeAsync(1000));
      seen.push(timer.textContent ?? '');
    }
    expect(seen).toEqual(['4', '3', '2', '1', '0'].map((n) => `页面飞走了, ${n}s 后回到 首页`));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(timer).toHaveAttribute('data-state', 'done');
    await expectNoAxeViolations(container);

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  test('given no children, other seconds, props and ref, then the number shows in the span', async () => {
    const ref = createRef<HTMLSpanElement>();
    render(<RedirectCountdown ref={ref} seconds={3} onDone={() => {}} className="n" />);
    expect(ref.current).toHaveTextContent('3');
    expect(ref.current).toHaveClass('n');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(ref.current).toHaveTextContent('2');
  });
});
