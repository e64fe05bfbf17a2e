// `@hangjia/ui/tabs`: the tabs (`import * as Tabs from '@hangjia/ui/tabs'`).
export { TabsContent, TabsList, TabsRoot, TabsTrigger, tabsLabels, type TabsLabels, type TabsRootProps, type TabsTriggerProps } from './tabs';
export { TAB_COUNT_TEMPLATE, formatTabLabel } from './tabs-logic';

/** The parts under short names, for `import * as Tabs from '@hangjia/ui/tabs'`. */
export { TabsRoot as Root, TabsList as List, TabsTrigger as Trigger, TabsContent as Content } from './tabs';
