// `@hangjia/sdk/react`: the hand-written layer (adapter.ts), the per-area factories made from the
// whole operation table (areas.ts), and the hooks generated per operation, which are made with the
// layer's factories.
export * from './adapter';
export { createAreaMutations, createAreaQueries } from './areas';
export type { AreaMutations, AreaQueries } from './areas';
export * from '../generated/react';
