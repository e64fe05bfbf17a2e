export * from './tabs';
export * from './tab-label';
export * as Tabs from './parts';
