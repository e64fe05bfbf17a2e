import '@testing-library/jest-dom/vitest';
import { ApiError } from '@hangjia/sdk';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { QueryState } from './query-state';

const failed = (error: unknown) => ({ isPending: false, isError: true, error, refetch: vi.fn() });

describe('QueryState', () => {
  test.each([
    ['a refusal without a msg', new ApiError({ kind: 'envelope', operationId: 'listCharts', code: 500 }), '加载失败'],
    ['a refusal with a msg', new ApiError({ kind: 'envelope', operationId: 'listCharts', code: 500, msg: '服务繁忙' }), '服务繁忙'],
  ])("given %s, then the site's failed section shows its words and 重试 reads again", (_, error, text) => {
    const query = failed(error);
    render(<QueryState query={query}>图表</QueryState>);
    expect(screen.getByRole('alert')).toHaveTextContent(`${text}重试`);
    expect(screen.queryByText('图表')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  test('given a read that succeeded with nothing, then the empty words show; else the content', () => {
    const done = { isPending: false, isError: false, error: null, refetch: vi.fn() };
    const { rerender } = render(
      <QueryState query={done} empty="暂无客户">
        客户
      </QueryState>
    );
    expect(screen.getByText('暂无客户')).toBeInTheDocument();
    rerender(
      <QueryState query={done} empty={false}>
        客户
      </QueryState>
    );
    expect(screen.getByText('客户')).toBeInTheDocument();
  });
});
