// The shape of a handler: typed from the SDK's generated operation types, so a handler that answers
// the wrong payload fails the typecheck before it fails Prism's response validation.
import type { Area, OperationId, OperationInput, OperationPayload, OperationsOf } from '@hangjia/sdk';
import type { Sandbox, Session, State, World } from './state.ts';

export type { OperationId };

/** A failure envelope (`code` never a success code), or a failure with its own HTTP status. */
export class Fail {
  constructor(
    readonly code: number,
    readonly msg: string,
    readonly status = 200,
  ) {}
}
/** Bytes of a file (an ArrayBuffer's: a Response's body takes them). */
export type Bytes = Uint8Array<ArrayBuffer>;

/** An answer written as is (a file download). */
export class Raw {
  constructor(
    readonly status: number,
    readonly headers: Record<string, string>,
    readonly body: Bytes | string,
  ) {}
}
/** Not answered by the sample backend: Prism mocks it from the contract's examples. */
export const NOT_IMPLEMENTED = Symbol('not implemented');

export interface Context {
  /** The `Authorization` token as sent (without `Bearer `), or null. */
  token: string | null;
  /** The portal session of the token, if it is one. */
  session: Session | null;
  /** The supply-chain session of the token, if it is one (null when missing or expired). */
  sc: Session | null;
  /** The state this caller reads: its own copy once it wrote, else the seed world. */
  read(): State;
  /** The caller's own copy of the state, made on its first write. */
  write(): State;
  /** The caller's sandbox: the session's, else the browser's (by the front's cookie), else a new one. */
  sandbox(): Sandbox;
  /** The public origin of the mock front (for URLs of uploads and the WeChat scan page). */
  publicUrl: string;
  log(line: string): void;
  /** The sessions, accounts, issued codes and uploads shared by every caller. */
  world: World;
}

export type Answer<Id extends OperationId> =
  | (OperationPayload<Id> extends { blob: Blob } ? Raw : OperationPayload<Id>)
  | Fail
  | Raw
  | typeof NOT_IMPLEMENTED;

export type Handler<Id extends OperationId> = (input: OperationInput<Id>, ctx: Context) => Answer<Id> | Promise<Answer<Id>>;
/** Handlers of the operations of one contract tag (a tag's module), by default of every tag. */
export type Handlers<Tag extends Area = Area> = { [Id in OperationsOf<Tag>]?: Handler<Id> };
