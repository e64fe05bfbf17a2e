export * from './cascader';
export * from './cascader-logic';
export * as Cascader from './parts';
