export * from './highlight';
export * from './highlight-logic';
