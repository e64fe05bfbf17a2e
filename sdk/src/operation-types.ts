/** Types of every operation, derived from the generated schema and operation table. */
import type { operations } from './generated/schema';
import type { operationTable } from './generated/operations';

/**
 * The contract's types of each operation, by id: its parameters, request body and responses
 * (openapi-typescript's `operations`; `operations` alone is the subpath `@hangjia/sdk/operations`).
 */
export type OperationSchemas = operations;
export type OperationTable = typeof operationTable;
export type OperationId = keyof OperationTable & keyof OperationSchemas;
export type Area = OperationTable[OperationId]['tag'];
export type OperationsOf<A extends Area> = {
  [Id in OperationId]: OperationTable[Id]['tag'] extends A ? Id : never;
}[OperationId];
export type QueryOperationId = { [Id in OperationId]: OperationTable[Id]['kind'] extends 'query' ? Id : never }[OperationId];
export type MutationOperationId = Exclude<OperationId, QueryOperationId>;
export type CursorOperationId = {
  [Id in OperationId]: OperationTable[Id]['pagination'] extends { style: 'cursor' } ? Id : never;
}[OperationId];
export type PageOperationId = {
  [Id in OperationId]: OperationTable[Id]['pagination'] extends { style: 'page' } ? Id : never;
}[OperationId];

type Simplify<T> = { [K in keyof T]: T[K] } & {};
type Present<T> = [NonNullable<T>] extends [never] ? {} : NonNullable<T>;
type ParametersIn<Id extends OperationId, Where extends 'path' | 'query'> = OperationSchemas[Id] extends {
  parameters: { [K in Where]?: infer P };
}
  ? Present<P>
  : {};
type BodyOf<Id extends OperationId> = OperationSchemas[Id] extends { requestBody?: infer B }
  ? NonNullable<B> extends { content: infer C }
    ? Present<C[keyof C]>
    : {}
  : {};

/** The one flat input of an operation: path parameters, query parameters and body fields. */
export type OperationInput<Id extends OperationId> = Simplify<
  ParametersIn<Id, 'path'> & ParametersIn<Id, 'query'> & BodyOf<Id>
>;

/** What a blob download resolves to. */
export interface DownloadResult {
  blob: Blob;
  /** From `Content-Disposition` (`filename*` or `filename`), or `null`. */
  fileName: string | null;
}

type SuccessBody<Id extends OperationId> = OperationSchemas[Id]['responses'] extends { 200: { content: infer C } }
  ? C extends { 'application/json': infer J }
    ? J
    : never
  : never;
type EnvelopeKey<Id extends OperationId> = OperationTable[Id]['envelope'];

/** The unwrapped payload of an operation: the envelope's `json` (or `data`), or a download. */
export type OperationPayload<Id extends OperationId> = OperationTable[Id]['response'] extends 'blob'
  ? DownloadResult
  : Extract<SuccessBody<Id>, { [K in EnvelopeKey<Id>]: unknown }>[EnvelopeKey<Id>];

/** Options of one call. */
export interface CallOptions {
  /** Aborting it rejects the call with `ApiError` kind `abort`. */
  signal?: AbortSignal | undefined;
  /** Extra headers, e.g. `{ Prefer: 'example=lastPage' }` against the mock. */
  headers?: Record<string, string> | undefined;
  /** Overrides the client's `timeoutMs` for this call. */
  timeoutMs?: number | undefined;
}

/** Input is optional when no field is required. */
export type OperationArgs<Id extends OperationId> = {} extends OperationInput<Id>
  ? [input?: OperationInput<Id>, options?: CallOptions]
  : [input: OperationInput<Id>, options?: CallOptions];

export type OperationFunction<Id extends OperationId> = (...args: OperationArgs<Id>) => Promise<OperationPayload<Id>>;

export type AreaClient<A extends Area> = { [Id in OperationsOf<A>]: OperationFunction<Id> };

/** The input of a cursor list without its cursor, which the list manages. */
export type CursorListInput<Id extends CursorOperationId> = Simplify<
  Omit<OperationInput<Id>, OperationTable[Id]['pagination'] extends { cursor: infer C extends string } ? C : never>
>;

/** The input of a page list without its page number, for load-more lists. */
export type PageListInput<Id extends PageOperationId> = Simplify<
  Omit<OperationInput<Id>, OperationTable[Id]['pagination'] extends { page: infer P extends string } ? P : never>
>;

/** One item of a list operation. */
export type ListItem<Id extends CursorOperationId | PageOperationId> =
  OperationTable[Id]['pagination'] extends { items: infer K extends string }
    ? K extends '.'
      ? ElementOf<OperationPayload<Id>>
      : ElementOf<OperationPayload<Id> extends infer P ? (P extends Record<K, infer L> ? L : never) : never>
    : never;
type ElementOf<L> = L extends readonly (infer E)[] ? E : never;
