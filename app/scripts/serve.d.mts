export interface StaticServer {
  url: string;
  close(): Promise<void>;
}
export declare function serveStatic(options: {
  dir: string;
  port?: number;
  host?: string;
  fallback?: string;
  /** Forwards the paths `pattern` (a RegExp source) matches to `target`, an http origin. */
  proxy?: { target: string; pattern: string };
}): Promise<StaticServer>;
