import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import * as InfiniteScroll from '.';
import { isNearBottom, throttle, type ScrollMetrics } from './infinite-scroll-logic';

describe('isNearBottom', () => {
  test.each<[ScrollMetrics, number, boolean]>([
    [{ scrollTop: 0, clientHeight: 800, scrollHeight: 3000 }, 300, false],
    [{ scrollTop: 1899, clientHeight: 800, scrollHeight: 3000 }, 300, false],
    [{ scrollTop: 1900, clientHeight: 800, scrollHeight: 3000 }, 300, true],
    [{ scrollTop: 2200, clientHeight: 800, scrollHeight: 3000 }, 300, true],
    [{ scrollTop: 0, clientHeight: 800, scrollHeight: 500 }, 300, true],
    [{ scrollTop: 2150, clientHeight: 800, scrollHeight: 3000 }, 0, false],
  ])('given %o and threshold %i, then near bottom is %s', (metrics, threshold, expected) => {
    expect(isNearBottom(metrics, threshold)).toBe(expected);
  });
});

describe('throttle', () => {
  test('given calls within a second, then one runs at once and one at the end of the window', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const throttled = throttle(fn, 1000);
    throttled();
    throttled();
    throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(999);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(5000);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

function setPage({ scrollY, scrollHeight }: { scrollY: number; scrollHeight: number }) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: scrollHeight });
}

function scrollTo(scrollY: number) {
  setPage({ scrollY, scrollHeight: 3000 });
  fireEvent.scroll(window);
}

describe('InfiniteScroll', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setPage({ scrollY: 0, scrollHeight: 3000 });
  });
  afterEach(() => setPage({ scrollY: 0, scrollHeight: 0 }));

  test('given a long page, when scrolled to within 300 px of the bottom, then it loads once per second at most', async () => {
    const onLoadMore = vi.fn(async () => true);
    const { container } = render(
      <InfiniteScroll.Root onLoadMore={onLoadMore} data-testid="root">
        <p>图表</p>
        <InfiniteScroll.Status />
      </InfiniteScroll.Root>,
    );
    await expectNoAxeViolations(container);

    scrollTo(1000);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(onLoadMore).not.toHaveBeenCalled();

    scrollTo(1900);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    scrollTo(1950);
    scrollTo(2000);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(onLoadMore).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('root')).toHaveAttribute('data-state', 'idle');
  });

  test('given the end was reached, when scrolling to the bottom again, then nothing more loads and 没有更多 shows', async () => {
    const onLoadMore = vi.fn(async () => false);
    const { container } = render(
      <InfiniteScroll.Root onLoadMore={onLoadMore}>
        <InfiniteScroll.Trigger />
        <InfiniteScroll.Status />
      </InfiniteScroll.Root>,
    );
    scrollTo(2200);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('status')).toHaveTextContent('没有更多');

    scrollTo(2100);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    scrollTo(2200);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  test('given a load is running, when more scroll events come, then no second load starts', async () => {
    let finish!: (more: boolean) => void;
    const onLoadMore = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const { container } = render(
      <InfiniteScroll.Root onLoadMore={onLoadMore} data-testid="root">
        <InfiniteScroll.Status />
      </InfiniteScroll.Root>,
    );
    scrollTo(2200);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('status')).toHaveTextContent('加载中…');
    await expectNoAxeViolations(container);
    for (let i = 0; i < 3; i += 1) {
      scrollTo(2200 - i);
      await act(() => vi.advanceTimersByTimeAsync(1000));
    }
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    await act(async () => finish(true));
    expect(screen.getByTestId('root')).toHaveAttribute('data-state', 'idle');
  });

  test('given a scrolling element, then it watches that element and props and ref reach it', async () => {
    const ref = createRef<HTMLDivElement>();
    const onLoadMore = vi.fn(async () => true);
    render(<InfiniteScroll.Root ref={ref} scrollContainer="self" onLoadMore={onLoadMore} className="box" />);
    const box = ref.current!;
    expect(box).toHaveClass('box');
    Object.defineProperties(box, {
      scrollTop: { configurable: true, value: 700 },
      clientHeight: { configurable: true, value: 300 },
      scrollHeight: { configurable: true, value: 1200 },
    });
    fireEvent.scroll(box);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });
});
