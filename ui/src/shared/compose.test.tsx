import { render } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { composeEventHandlers, composeRefs } from './compose';

describe('composeEventHandlers', () => {
  const event = () => new Event('click', { cancelable: true });

  test('calls theirs, then ours', () => {
    const calls: string[] = [];
    composeEventHandlers(
      () => calls.push('theirs'),
      () => calls.push('ours'),
    )(event());
    expect(calls).toEqual(['theirs', 'ours']);
  });

  test('given theirs prevents the default, then ours is skipped', () => {
    const ours = vi.fn();
    composeEventHandlers((e: Event) => e.preventDefault(), ours)(event());
    expect(ours).not.toHaveBeenCalled();
  });

  test('given checkForDefaultPrevented false, then ours runs even so', () => {
    const ours = vi.fn();
    composeEventHandlers((e: Event) => e.preventDefault(), ours, { checkForDefaultPrevented: false })(event());
    expect(ours).toHaveBeenCalledOnce();
  });

  test('given either handler missing, then the other runs alone', () => {
    const handler = vi.fn();
    const e = event();
    composeEventHandlers(undefined, handler)(e);
    composeEventHandlers(handler, undefined)(e);
    expect(handler).toHaveBeenCalledTimes(2);
  });
});

describe('composeRefs', () => {
  test('sets an object ref and a callback ref to the node, then clears them on unmount', () => {
    const object = createRef<HTMLDivElement>();
    const callback = vi.fn();
    const { container, unmount } = render(<div ref={composeRefs(object, callback, undefined)} />);
    const div = container.firstChild;
    expect(object.current).toBe(div);
    expect(callback).toHaveBeenCalledExactlyOnceWith(div);
    unmount();
    expect(object.current).toBeNull();
    expect(callback).toHaveBeenLastCalledWith(null);
  });

  test('given a callback ref that returns a cleanup, then the cleanup runs on unmount instead of a call with null', () => {
    const cleanup = vi.fn();
    const callback = vi.fn(() => cleanup);
    const { unmount } = render(<div ref={composeRefs(callback)} />);
    unmount();
    expect(cleanup).toHaveBeenCalledOnce();
    expect(callback).toHaveBeenCalledOnce();
  });
});
