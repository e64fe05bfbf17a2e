// Types of server.mjs, the package's main export, for TypeScript callers.
import type { ChildProcess } from 'node:child_process';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export declare const contractFile: string;
export declare const assetsDir: string;
export declare const startScript: string;
export declare function apiPathPattern(file?: string): string;
export declare function scenarios(file?: string): Record<string, { examples: Record<string, string>; codes: number[] }>;
export declare function startChild(
  name: string,
  args: string[],
  options: { ready: RegExp; env?: Record<string, string>; onLine: (line: string) => void; onExit?: (code: number | null, signal: NodeJS.Signals | null) => void },
): Promise<{ child: ChildProcess; log: () => string }>;
export declare function createFront(options: {
  mode: 'sample' | 'upstream' | 'examples';
  prismUrl: string;
  backendUrl: string;
  limits?: { headersTimeout?: number; requestTimeout?: number; connectionsCheckingInterval?: number; maxHeaderSize?: number };
  forward?: { maxBody?: number; timeoutMs?: number };
}): Server<typeof IncomingMessage, typeof ServerResponse>;
export interface MockServer {
  url: string;
  /** The API reference: the contract rendered, with try-it against this mock. */
  docsUrl: string;
  mode: 'sample' | 'upstream' | 'examples';
  log(): string;
  close(): Promise<void>;
}
export declare function startMockServer(options?: {
  port?: number;
  host?: string;
  prismPort?: number;
  backendPort?: number;
  quiet?: boolean;
  upstream?: string;
  examples?: boolean;
  seed?: number;
  logCodes?: boolean;
  onExit?: (what: string, code: number | null) => void;
}): Promise<MockServer>;
