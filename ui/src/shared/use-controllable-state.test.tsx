import { act, renderHook } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { useControllableState } from './use-controllable-state';

type Props = { prop?: number; onChange?: (value: number) => void };

function setup(initial: Props) {
  return renderHook((props: Props) => useControllableState({ defaultProp: 1, ...props }), { initialProps: initial });
}

describe('useControllableState', () => {
  test('given no prop, when set, then it keeps its own value and calls onChange with it', () => {
    const onChange = vi.fn();
    const { result } = setup({ onChange });
    expect(result.current[0]).toBe(1);
    act(() => result.current[1](5));
    expect(result.current[0]).toBe(5);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(5);
  });

  test('given no prop, when set to the value it has, then onChange is not called', () => {
    const onChange = vi.fn();
    const { result } = setup({ onChange });
    act(() => result.current[1](1));
    act(() => result.current[1]((current) => current));
    expect(result.current[0]).toBe(1);
    expect(onChange).not.toHaveBeenCalled();
  });

  test('given no prop, when two updaters run in one event, then they chain', () => {
    const onChange = vi.fn();
    const { result } = setup({ onChange });
    act(() => {
      result.current[1]((n) => n + 1);
      result.current[1]((n) => n + 1);
    });
    expect(result.current[0]).toBe(3);
    expect(onChange.mock.calls).toEqual([[2], [3]]);
  });

  test('given a prop, when set, then the value stays the prop and onChange gets the new one', () => {
    const onChange = vi.fn();
    const { result, rerender } = setup({ prop: 4, onChange });
    act(() => result.current[1]((n) => n * 2));
    expect(result.current[0]).toBe(4);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(8);

    rerender({ prop: 8, onChange });
    expect(result.current[0]).toBe(8);
  });

  test('given a prop, when set to the prop, then onChange is not called', () => {
    const onChange = vi.fn();
    const { result } = setup({ prop: 4, onChange });
    act(() => result.current[1](4));
    expect(onChange).not.toHaveBeenCalled();
  });

  test('given a new onChange on each render, then the latest one is called', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { result, rerender } = setup({ onChange: first });
    const setValue = result.current[1];
    rerender({ onChange: latest });
    expect(result.current[1]).toBe(setValue);
    act(() => setValue(2));
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledExactlyOnceWith(2);
  });
});
