export * from './back-to-top';
export * from './back-to-top-logic';
export * from './use-back-to-top';
