export * from './redirect-countdown';
export * from './use-redirect-countdown';
