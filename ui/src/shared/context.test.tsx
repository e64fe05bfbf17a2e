import { render, renderHook, screen } from '@testing-library/react';
import { memo, type ReactNode } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { createContext } from './context';

describe('createContext', () => {
  const [PagerProvider, usePagerContext] = createContext<{ page: number; label: string }>('Pager');

  test('given a Provider with fields, then a part reads them', () => {
    const Item = () => <p>{`${usePagerContext('PagerItem').label} ${usePagerContext('PagerItem').page}`}</p>;
    render(
      <PagerProvider page={3} label="第">
        <Item />
      </PagerProvider>,
    );
    expect(screen.getByText('第 3')).toBeInTheDocument();
  });

  test('given a part outside its root and no default, then it throws "`PagerItem` must be used within `Pager`"', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => usePagerContext('PagerItem'))).toThrow('`PagerItem` must be used within `Pager`');
  });

  test('given a default, then a part outside its root gets it', () => {
    const [, useLabels] = createContext('Labels', { next: '下一页' });
    expect(renderHook(() => useLabels('Next')).result.current).toEqual({ next: '下一页' });
  });

  test('then the value changes only when a field does', () => {
    const seen: object[] = [];
    const Consumer = memo(function Consumer() {
      seen.push(usePagerContext('Consumer'));
      return null;
    });
    const consumer = <Consumer />;
    const tree = (page: number, children: ReactNode = consumer) => (
      <PagerProvider page={page} label="第">
        {children}
      </PagerProvider>
    );
    const { rerender } = render(tree(1));
    rerender(tree(1));
    expect(seen).toHaveLength(1);
    rerender(tree(2));
    expect(seen).toHaveLength(2);
    expect(seen[1]).toEqual({ page: 2, label: '第' });
  });
});
