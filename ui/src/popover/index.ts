export * from './popover';
export * from './use-hover-open';
export * as Popover from './parts';
