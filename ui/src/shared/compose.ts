import { useCallback, type Ref, type RefCallback, type SyntheticEvent } from 'react';

/** Runs the consumer's handler first, then ours unless the consumer called `preventDefault()`. */
export function composeEventHandlers<E extends SyntheticEvent | Event>(
  theirs: ((event: E) => void) | undefined,
  ours: (event: E) => void,
) {
  return (event: E) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

export function composeRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  return (node) => refs.forEach((ref) => setRef(ref, node));
}

export function useComposedRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  // The refs themselves are the dependencies.
  return useCallback(composeRefs(...refs), refs);
}
