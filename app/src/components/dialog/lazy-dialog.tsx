import { createElement, lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code (Radix's dialog machinery with it) loads when it is first wanted: `preload()`
 * when its button is pointed at, touched or focused (`intentProps`), and at the latest when it first
 * opens, which then waits for the code. Once opened it stays mounted, as the dialog itself would.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load());
  const Dialog = lazy(() => preload().then((component) => ({ default: component })));
  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    return opened ? createElement(Suspense, { fallback: null }, createElement(Dialog as ComponentType<P>, props)) : null;
  }
  return Object.assign(LazyDialog, { preload });
}

/** Handlers that start loading something when its control is pointed at, touched or focused. */
export function intentProps(load: () => unknown) {
  const start = () => void load();
  return { onPointerEnter: start, onTouchStart: start, onFocus: start };
}
