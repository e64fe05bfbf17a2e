// `@hangjia/sdk/operations`: one constant per operation of the contract, to hand to `createCaller`.
export * from './generated/operations';
