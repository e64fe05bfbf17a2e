export * from './alert';
export * from './use-alert';
export * as Alert from './parts';
