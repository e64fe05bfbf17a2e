import { createContext as createReactContext, createElement, useContext, type ReactNode } from 'react';

/**
 * A context for one widget's root. Reading it outside the root throws
 * "`PagerItem` must be used within `Pager`".
 */
export function createContext<T>(rootName: string) {
  const Context = createReactContext<T | null>(null);
  Context.displayName = `${rootName}Context`;

  function Provider({ value, children }: { value: T; children?: ReactNode }) {
    return createElement(Context.Provider, { value }, children);
  }

  function use(consumerName: string): T {
    const value = useContext(Context);
    if (value === null) throw new Error(`\`${consumerName}\` must be used within \`${rootName}\``);
    return value;
  }

  return [Provider, use] as const;
}
