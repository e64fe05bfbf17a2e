import * as RadixTabs from '@radix-ui/react-tabs';
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from 'react';
import { createContext } from '../shared/context';
import { formatTabLabel, TAB_COUNT_TEMPLATE } from './tabs-logic';

export const tabsLabels = { count: TAB_COUNT_TEMPLATE };
export type TabsLabels = typeof tabsLabels;

const [TabsProvider, useTabsContext] = /*#__PURE__*/ createContext<{ labels: TabsLabels }>('Tabs');

export interface TabsRootProps extends ComponentPropsWithoutRef<typeof RadixTabs.Root> {
  labels?: Partial<TabsLabels>;
}

/** Radix tabs (`value/defaultValue/onValueChange`, arrow keys, `data-state="active|inactive"`). */
export const TabsRoot = /*#__PURE__*/ forwardRef<ElementRef<typeof RadixTabs.Root>, TabsRootProps>(function TabsRoot({ labels, ...props }, ref) {
  return (
    <TabsProvider {...{ labels: { ...tabsLabels, ...labels } }}>
      <RadixTabs.Root {...props} ref={ref} />
    </TabsProvider>
  );
});

export const TabsList = /*#__PURE__*/ forwardRef<ElementRef<typeof RadixTabs.List>, ComponentPropsWithoutRef<typeof RadixTabs.List>>(
  function TabsList(props, ref) {
    useTabsContext('TabsList');
    return <RadixTabs.List {...props} ref={ref} />;
  },
);

export interface TabsTriggerProps extends ComponentPropsWithoutRef<typeof RadixTabs.Trigger> {
  /** Shown after a text label: `待回答 (3)`. */
  count?: number | null;
}

export const TabsTrigger = /*#__PURE__*/ forwardRef<ElementRef<typeof RadixTabs.Trigger>, TabsTriggerProps>(function TabsTrigger(
  { count, children, ...props },
  ref,
) {
  const { labels } = useTabsContext('TabsTrigger');
  return (
    <RadixTabs.Trigger data-count={count ?? undefined} {...props} ref={ref}>
      {typeof children === 'string' ? formatTabLabel(children, count, labels.count) : children}
    </RadixTabs.Trigger>
  );
});

export const TabsContent = /*#__PURE__*/ forwardRef<ElementRef<typeof RadixTabs.Content>, ComponentPropsWithoutRef<typeof RadixTabs.Content>>(
  function TabsContent(props, ref) {
    useTabsContext('TabsContent');
    return <RadixTabs.Content {...props} ref={ref} />;
  },
);
