import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Lazy components of one module that can be loaded ahead (`preload`, e.g. by a route's loader or on
 * intent). Once the module is in, they render at once: React reads a settled thenable without
 * suspending, where a promise would show the Suspense fallback for a moment (and its reveal waits
 * on a timer).
 */
export function preloadable<M>(load: () => Promise<M>) {
  let module: M | undefined;
  const preload = (): Promise<M> => load().then((loaded) => (module = loaded));
  function part<C extends ComponentType<any>>(pick: (loaded: M) => C): LazyExoticComponent<C> {
    return lazy((): Promise<{ default: C }> => {
      if (module === undefined) return preload().then((loaded) => ({ default: pick(loaded) }));
      const settled = { default: pick(module) };
      return { then: (done: (value: { default: C }) => void) => done(settled) } as unknown as Promise<{ default: C }>;
    });
  }
  return { preload, part };
}
