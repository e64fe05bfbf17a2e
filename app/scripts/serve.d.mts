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
export declare function serveSite(options: {
  port?: number;
  host?: string;
  /** The API origin: the forwarded paths go there, and so do the server's own calls. */
  apiTarget: string;
  /** A RegExp source of the paths forwarded to `apiTarget`. */
  apiPattern?: string;
  /** Request headers passed on to the server's API calls. */
  forwardHeaders?: string[];
  /** The public origin (canonical links); default: the request's Host. */
  siteOrigin?: string;
  /** How long rendering waits for one API call, ms (default 3000). */
  budgetMs?: number;
  /** The server's timeouts and sizes (node:http server options; defaults: SERVER_LIMITS of the forwarder). */
  limits?: { headersTimeout?: number; requestTimeout?: number; connectionsCheckingInterval?: number; maxHeaderSize?: number };
  /** How long a forwarded API call may stay silent before it fails with 504, ms (default 30000). */
  apiTimeoutMs?: number;
  /** The largest forwarded request body, bytes (default 10 MB; more gets 413). */
  maxBody?: number;
}): Promise<StaticServer>;
