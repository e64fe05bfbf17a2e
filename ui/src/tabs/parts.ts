export { TabsRoot as Root, TabsList as List, TabsTrigger as Trigger, TabsContent as Content } from './tabs';
