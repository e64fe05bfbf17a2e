// The types of server.mjs, the package's main export: the one home of its public signatures.
// server.mjs is written to them (each export's JSDoc `@type` names its declaration here, and
// `tsc -p mock-server` checks the code against it), and TypeScript callers read them from here.
import type { ChildProcess } from 'node:child_process';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** sample: Prism's proxy over the sample backend; upstream: over a real backend; examples: Prism's mock. */
export type MockMode = 'sample' | 'upstream' | 'examples';

/** Each operation's named scenarios: its answer's named examples (name → summary) and its other documented statuses. */
export type Scenarios = Record<string, { examples: Record<string, string>; codes: number[] }>;

export interface ChildOptions {
  /** The child is started once its output matches this. */
  ready: RegExp;
  env?: Record<string, string>;
  onLine: (line: string) => void;
  /** Runs if the child ends, once started, without being killed. */
  onExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
}

export interface FrontOptions {
  mode: MockMode;
  prismUrl: string;
  backendUrl: string;
  /** The origin callers reach the front at: the examples' addresses are put under it (default: the address it listens on). */
  publicUrl?: string;
  /** Overrides the servers' limits (forward.mjs's SERVER_LIMITS). */
  limits?: { headersTimeout?: number; requestTimeout?: number; connectionsCheckingInterval?: number; maxHeaderSize?: number };
  /** The forwarder's limits. */
  forward?: { maxBody?: number; timeoutMs?: number };
}

export interface StartOptions {
  port?: number;
  host?: string;
  prismPort?: number;
  backendPort?: number;
  quiet?: boolean;
  upstream?: string;
  examples?: boolean;
  seed?: number;
  /** The origin callers reach the mock at (default `http://host:port`): every address of the sample world is under it. */
  publicUrl?: string;
  logCodes?: boolean;
  onExit?: (what: string, code: number | null) => void;
}

export interface MockServer {
  url: string;
  /** The API reference: the contract rendered, with try-it against this mock. */
  docsUrl: string;
  mode: MockMode;
  log(): string;
  close(): Promise<void>;
}

export declare const contractFile: string;
export declare const assetsDir: string;
export declare const startScript: string;
export declare function apiPathPattern(file?: string): string;
export declare function scenarios(file?: string): Scenarios;
export declare function startChild(name: string, args: string[], options: ChildOptions): Promise<{ child: ChildProcess; log: () => string }>;
export declare function createFront(options: FrontOptions): Server<typeof IncomingMessage, typeof ServerResponse>;
export declare function startMockServer(options?: StartOptions): Promise<MockServer>;
