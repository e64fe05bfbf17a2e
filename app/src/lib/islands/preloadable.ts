import { createElement, lazy, useState, type ComponentProps, type ComponentType } from 'react';

/**
 * Components of one module that can be loaded ahead (`preload`, e.g. by a route's loader or on
 * intent). Once the module is in, a part renders at once, as a plain component; before, it is a
 * `lazy` one and waits behind the nearest Suspense fallback.
 */
export function preloadable<M>(load: () => Promise<M>) {
  let module: M | undefined;
  const preload = (): Promise<M> => load().then((loaded) => (module = loaded));
  function part<C extends ComponentType<any>>(pick: (loaded: M) => C): ComponentType<ComponentProps<C>> {
    const Lazy = lazy(() => preload().then((loaded) => ({ default: pick(loaded) })));
    return function Part(props: ComponentProps<C>) {
      // Chosen when the part mounts: one that mounted lazily stays lazy (the same component, its state kept).
      const [loaded] = useState(() => module);
      return loaded === undefined ? createElement(Lazy, props) : createElement(pick(loaded), props);
    };
  }
  return { preload, part };
}
