import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { failedWithoutData } from '../../lib/scope/query-errors';
import { Loading } from '../page-layout/loading';
import { SectionBoundary } from './section-boundary';
import { SLOW_MS, STILL_LOADING } from './still-loading';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function client() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

describe('SectionBoundary', () => {
  test('a crash in one section shows its error and 重试; the section beside it stays; 重试 renders it anew', async () => {
    let crash = true;
    function Fragile() {
      if (crash) throw new Error('boom');
      return <p>恢复的内容</p>;
    }
    render(
      <QueryClientProvider client={client()}>
        <SectionBoundary>
          <Fragile />
        </SectionBoundary>
        <SectionBoundary>
          <p>旁边的内容</p>
        </SectionBoundary>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('内容加载失败');
    expect(screen.getByText('旁边的内容')).toBeInTheDocument();
    crash = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(screen.getByText('恢复的内容')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a read that fails with nothing to show lands in its section; 重试 reads again', async () => {
    let calls = 0;
    function Reader() {
      const { data } = useQuery({
        queryKey: ['x'],
        queryFn: async () => {
          calls++;
          if (calls === 1) throw new Error('down');
          return '第二次的内容';
        },
        throwOnError: failedWithoutData,
      });
      return <p>{data ?? '加载中…'}</p>;
    }
    render(
      <QueryClientProvider client={client()}>
        <SectionBoundary>
          <Reader />
        </SectionBoundary>
      </QueryClientProvider>,
    );
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('第二次的内容')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  test('a read that already shows data keeps it when a later read fails (no boundary)', () => {
    expect(failedWithoutData(new Error('x'), { state: { data: { pages: [1] } } })).toBe(false);
    expect(failedWithoutData(new Error('x'), { state: { data: undefined } })).toBe(true);
  });
});

describe('Loading', () => {
  test('after 10 s it says that it is still loading', async () => {
    vi.useFakeTimers();
    render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('加载中…');
    await act(() => vi.advanceTimersByTimeAsync(SLOW_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('加载中…');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('status')).toHaveTextContent(STILL_LOADING);
  });
});
