import { useCallback, useRef, useState, type SetStateAction } from 'react';

export interface UseControllableStateParams<T> {
  /** The controlled value; `undefined` means uncontrolled. */
  prop?: T | undefined;
  /** The starting value when uncontrolled. */
  defaultProp: T;
  /** Called with every new value, controlled or not. */
  onChange?: ((value: T) => void) | undefined;
}

/**
 * The one helper behind every `value/defaultValue/onValueChange`,
 * `open/defaultOpen/onOpenChange` and `page/defaultPage/onPageChange` trio.
 */
export function useControllableState<T>({ prop, defaultProp, onChange }: UseControllableStateParams<T>) {
  const [uncontrolled, setUncontrolled] = useState<T>(defaultProp);
  const isControlled = prop !== undefined;
  const value = isControlled ? prop : uncontrolled;

  const valueRef = useRef(value);
  valueRef.current = value;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const setValue = useCallback(
    (next: SetStateAction<T>) => {
      const resolved = typeof next === 'function' ? (next as (prev: T) => T)(valueRef.current) : next;
      if (Object.is(resolved, valueRef.current)) return;
      valueRef.current = resolved;
      if (!isControlled) setUncontrolled(resolved);
      onChangeRef.current?.(resolved);
    },
    [isControlled],
  );

  return [value, setValue] as const;
}
