import { useCallback, useInsertionEffect, useRef, useState, type SetStateAction } from 'react';

export interface UseControllableStateOptions<T> {
  /** The controlled value; `undefined` leaves the state to the hook. */
  prop?: T;
  defaultProp: T;
  onChange?: (value: T) => void;
}

/**
 * A value a widget's consumer may control (`value`/`onValueChange`) or leave to the widget
 * (`defaultValue`). The setter takes a value or an updater; `onChange` is called only when the
 * value changes, right in the setter (not from an effect after the render, as Radix's helper
 * does): the consumer's state update joins the widget's in one render.
 */
export function useControllableState<T>({ prop, defaultProp, onChange }: UseControllableStateOptions<T>) {
  const [own, setOwn] = useState(defaultProp);
  // the hook's own value as last set, so that two updaters in one event chain as setState's do
  const ownRef = useRef(own);
  const onChangeRef = useRef(onChange);
  useInsertionEffect(() => {
    onChangeRef.current = onChange;
  });

  const controlled = prop !== undefined;
  const value = controlled ? prop : own;

  const setValue = useCallback(
    (next: SetStateAction<T>) => {
      const current = controlled ? prop : ownRef.current;
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(current) : next;
      if (Object.is(resolved, current)) return;
      if (!controlled) {
        ownRef.current = resolved;
        setOwn(resolved);
      }
      onChangeRef.current?.(resolved);
    },
    [controlled, prop],
  );

  return [value, setValue] as const;
}
