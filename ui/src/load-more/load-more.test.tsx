import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import * as LoadMore from '.';
import { LoadMoreTrigger, useCursorList, type CursorPage } from '.';
import { canLoadMore, loadMoreReducer, type LoadMoreEvent, type LoadStatus } from './load-more-logic';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('loadMoreReducer', () => {
  test.each<[LoadStatus, LoadMoreEvent, LoadStatus]>([
    ['idle', { type: 'start' }, 'loading'],
    ['error', { type: 'start' }, 'loading'],
    ['loading', { type: 'start' }, 'loading'],
    ['end', { type: 'start' }, 'end'],
    ['loading', { type: 'done', hasMore: true }, 'idle'],
    ['loading', { type: 'done', hasMore: false }, 'end'],
    ['loading', { type: 'fail' }, 'error'],
    ['idle', { type: 'fail' }, 'idle'],
    ['end', { type: 'reset' }, 'idle'],
    ['idle', { type: 'reset', hasMore: false }, 'end'],
  ])('from %s, on %o, goes to %s', (from, event, to) => {
    expect(loadMoreReducer(from, event)).toBe(to);
  });

  test.each<[LoadStatus, boolean]>([
    ['idle', true],
    ['error', true],
    ['loading', false],
    ['end', false],
  ])('canLoadMore(%s) is %s', (status, expected) => {
    expect(canLoadMore(status)).toBe(expected);
  });
});

function Feed({ onLoadMore }: { onLoadMore: () => Promise<boolean | void> }) {
  return (
    <LoadMore.Root onLoadMore={onLoadMore} data-testid="root">
      <ul>
        <li>第一条</li>
      </ul>
      <LoadMore.Trigger />
      <LoadMore.Status />
    </LoadMore.Root>
  );
}

describe('LoadMore', () => {
  test('given a running load, when the trigger is pressed again, then no second load starts', async () => {
    const user = userEvent.setup();
    const first = deferred<boolean>();
    const onLoadMore = vi.fn(() => first.promise);
    const { container } = render(<Feed onLoadMore={onLoadMore} />);
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: '加载更多' }));
    expect(screen.getByTestId('root')).toHaveAttribute('data-state', 'loading');
    expect(screen.getByTestId('root')).toHaveAttribute('aria-busy', 'true');
    await user.click(screen.getByRole('button', { name: '加载中…' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);

    await act(async () => first.resolve(true));
    expect(screen.getByTestId('root')).toHaveAttribute('data-state', 'idle');
  });

  test('given the last page, when it arrives, then 没有更多 is shown and the trigger stops', async () => {
    const user = userEvent.setup();
    const onLoadMore = vi.fn(async () => false);
    const { container } = render(<Feed onLoadMore={onLoadMore} />);
    screen.getByRole('button', { name: '加载更多' }).focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('status')).toHaveTextContent('没有更多');
    const trigger = screen.getByRole('button', { name: '没有更多' });
    expect(trigger).toHaveAttribute('aria-disabled', 'true');
    expect(trigger).toHaveAttribute('data-disabled', '');
    await user.click(trigger);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  test('given a failing load, then the state is error and pressing again retries', async () => {
    const user = userEvent.setup();
    const onLoadMore = vi.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce(true);
    const { container } = render(<Feed onLoadMore={onLoadMore} />);
    await user.click(screen.getByRole('button', { name: '加载更多' }));
    expect(screen.getByTestId('root')).toHaveAttribute('data-state', 'error');
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: '加载失败，点击重试' }));
    expect(onLoadMore).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('root')).toHaveAttribute('data-state', 'idle');
  });

  test('given the end, when the filter changes (resetKey), then loading is possible again', async () => {
    const user = userEvent.setup();
    function Filtered() {
      const [tag, setTag] = useState('全部');
      return (
        <>
          <button onClick={() => setTag('其他')}>其他</button>
          <LoadMore.Root onLoadMore={async () => false} resetKey={tag} data-testid="root">
            <LoadMore.Trigger />
          </LoadMore.Root>
        </>
      );
    }
    render(<Filtered />);
    await user.click(screen.getByRole('button', { name: '加载更多' }));
    expect(screen.getByTestId('root')).toHaveAttribute('data-state', 'end');
    await user.click(screen.getByRole('button', { name: '其他' }));
    expect(screen.getByTestId('root')).toHaveAttribute('data-state', 'idle');
  });

  test('given labels and refs, then they reach the elements', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <LoadMore.Root onLoadMore={async () => true} labels={{ idle: 'More' }}>
        <LoadMore.Trigger ref={ref} className="more" />
      </LoadMore.Root>,
    );
    expect(ref.current).toBe(screen.getByRole('button', { name: 'More' }));
    expect(ref.current).toHaveClass('more');
  });

  test('given a trigger outside its root, then it throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<LoadMoreTrigger />)).toThrow('`LoadMoreTrigger` must be used within `LoadMore`');
  });
});

describe('useCursorList', () => {
  test('given pages by date cursor, then it passes each next cursor and ends when a page has none', async () => {
    const load = vi
      .fn<(cursor: string | undefined) => Promise<CursorPage<{ date: string }, string>>>()
      .mockResolvedValueOnce({ items: [{ date: '2024-03-02' }, { date: '2024-03-01' }], nextCursor: '2024-03-01' })
      .mockResolvedValueOnce({ items: [{ date: '2024-02-28' }], nextCursor: undefined });
    const { result } = renderHook(() => useCursorList({ load }));

    await act(() => result.current.loadMore());
    expect(load).toHaveBeenLastCalledWith(undefined);
    expect(result.current.status).toBe('idle');

    await act(() => result.current.loadMore());
    expect(load).toHaveBeenLastCalledWith('2024-03-01');
    expect(result.current.items.map((item) => item.date)).toEqual(['2024-03-02', '2024-03-01', '2024-02-28']);
    expect(result.current.status).toBe('end');
    expect(load).toHaveBeenCalledTimes(2);

    act(() => result.current.reset());
    expect(result.current.items).toEqual([]);
    expect(result.current.status).toBe('idle');
  });
});
