import { createContext as createReactContext, useContext as useReactContext, useMemo, type FC, type ReactNode } from 'react';

/**
 * A widget's context: `[Provider, useContext]`. The Provider takes the value's fields as props
 * (`<PagerProvider page={1} …>`) and passes on a value that changes only when a field does.
 * `useContext('PagerItem')` outside the Provider returns `defaultValue`, or, without one, throws
 * "`PagerItem` must be used within `Pager`".
 */
export function createContext<T extends object | null>(rootName: string, defaultValue?: T) {
  const Context = createReactContext<T | undefined>(defaultValue);

  const Provider: FC<T & { children?: ReactNode }> = ({ children, ...fields }) => {
    // a new value only when a field changes (the fields are the dependencies, however many)
    // eslint-disable-next-line react-hooks/exhaustive-deps
    const value = useMemo(() => fields as T, Object.values(fields));
    return <Context.Provider value={value}>{children}</Context.Provider>;
  };
  Provider.displayName = `${rootName}Provider`;

  function useContext(consumerName: string): T {
    const value = useReactContext(Context);
    if (value) return value;
    if (defaultValue !== undefined) return defaultValue;
    throw new Error(`\`${consumerName}\` must be used within \`${rootName}\``);
  }

  return [Provider, useContext] as const;
}
