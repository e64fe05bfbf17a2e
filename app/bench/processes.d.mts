// Types of processes.mjs, for the TypeScript tests.
import type { ChildProcess } from 'node:child_process';

export declare function freePort(): Promise<number>;
export declare function freeMockPort(): Promise<number>;
export declare function waitForPort(port: number, timeoutMs?: number, gone?: () => boolean): Promise<boolean>;
export interface SiteProcess {
  child: ChildProcess;
  pid: number;
  port: number;
  url: string;
  output(): string;
  stop(): Promise<void>;
}
export declare function startSite(options: { port: number; apiOrigin: string; env?: Record<string, string> }): Promise<SiteProcess>;
export declare function rssMb(pid: number): number;
