import { useCallback, type Ref, type RefCallback, type SyntheticEvent } from 'react';

/**
 * One handler from two: the consumer's (`theirs`) runs first, then the widget's (`ours`) unless
 * `theirs` called `event.preventDefault()`, so a consumer can cancel what the widget does.
 */
export function composeEventHandlers<E extends SyntheticEvent | Event>(
  theirs: ((event: E) => void) | undefined,
  ours: ((event: E) => void) | undefined,
  { checkForDefaultPrevented = true } = {},
): (event: E) => void {
  return (event) => {
    theirs?.(event);
    if (!checkForDefaultPrevented || !event.defaultPrevented) ours?.(event);
  };
}

type PossibleRef<T> = Ref<T> | undefined;

/** Sets one ref (a callback or an object); returns what a callback ref returned (a React 19 cleanup). */
function setRef<T>(ref: PossibleRef<T>, node: T | null): unknown {
  if (typeof ref === 'function') return ref(node);
  if (ref) ref.current = node;
}

/**
 * One callback ref that sets every ref given. Its cleanup (React 19) runs each ref's own cleanup,
 * or sets the ref to null; React 18 ignores the cleanup and calls the ref with null itself.
 */
export function composeRefs<T>(...refs: PossibleRef<T>[]): RefCallback<T> {
  return (node) => {
    const cleanups = refs.map((ref) => setRef(ref, node));
    return () => {
      cleanups.forEach((cleanup, i) => (typeof cleanup === 'function' ? cleanup() : setRef(refs[i], null)));
    };
  };
}

/** `composeRefs`, the same callback while the refs stay the same (no detach/attach on each render). */
export function useComposedRefs<T>(...refs: PossibleRef<T>[]): RefCallback<T> {
  // the refs are the dependencies, however many
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback(composeRefs(...refs), refs);
}
