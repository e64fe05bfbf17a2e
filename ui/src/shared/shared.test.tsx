import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { composeEventHandlers } from './compose';
import { createContext } from './create-context';
import { formatLabel } from './labels';
import { useControllableState } from './use-controllable-state';

describe('useControllableState', () => {
  test('given no value, then it keeps its own state and reports changes', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultProp: 1, onChange }));
    act(() => result.current[1](2));
    expect(result.current[0]).toBe(2);
    act(() => result.current[1]((n) => n + 1));
    expect(result.current[0]).toBe(3);
    expect(onChange.mock.calls).toEqual([[2], [3]]);
  });

  test('given a value, then it only reports the wish and follows the prop', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(({ prop }) => useControllableState({ prop, defaultProp: 1, onChange }), {
      initialProps: { prop: 5 },
    });
    act(() => result.current[1](6));
    expect(onChange).toHaveBeenCalledWith(6);
    rerender({ prop: 5 });
    expect(result.current[0]).toBe(5);
    rerender({ prop: 7 });
    expect(result.current[0]).toBe(7);
  });

  test('given the same value again, then nothing is reported', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultProp: 'a', onChange }));
    act(() => result.current[1]('a'));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('composeEventHandlers', () => {
  test('given a consumer handler, then it runs first and preventDefault skips ours', () => {
    const calls: string[] = [];
    const ours = () => calls.push('ours');
    composeEventHandlers(() => calls.push('theirs'), ours)(new Event('click'));
    const prevented = new Event('click', { cancelable: true });
    composeEventHandlers((event: Event) => event.preventDefault(), ours)(prevented);
    expect(calls).toEqual(['theirs', 'ours']);
  });
});

test.each([
  ['{n}s', { n: 119 }, '119s'],
  ['第 {page} 页', { page: 3 }, '第 3 页'],
  ['{label} ({count})', { label: '待回答', count: 0 }, '待回答 (0)'],
  ['{missing}', {}, '{missing}'],
])('formatLabel(%s, %o) is %s', (template, values, expected) => {
  expect(formatLabel(template, values)).toBe(expected);
});

test('given a part outside its root, then createContext names both', () => {
  const [Provider, use] = createContext<number>('Widget');
  function Part() {
    return <span>{use('WidgetPart')}</span>;
  }
  render(
    <Provider value={4}>
      <Part />
    </Provider>,
  );
  expect(screen.getByText('4')).toBeInTheDocument();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<Part />)).toThrow('`WidgetPart` must be used within `Widget`');
});
