export * from './countdown-button';
export * from './countdown-logic';
export * from './use-countdown';
