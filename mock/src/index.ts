// @hangjia/mock: the 行家说 API's sample world on the Fetch API (Node, browsers, service workers).
// `@hangjia/mock/msw` wraps it in MSW's request handlers.
export { ContractError, createMock, QA_CODE } from './mock.ts';
export type { Mock, MockOptions, Persona, PersonaKey } from './mock.ts';
export type { Violation } from './contract.ts';
export { brokenEnvelopes, FAULTS, XSS_PAYLOAD, XSS_URL } from './faults.mjs';
export type { Fault } from './faults.mjs';
