export interface StaticServer {
  url: string;
  close(): Promise<void>;
}
export declare function serveStatic(options: { dir: string; port?: number; host?: string; fallback?: string }): Promise<StaticServer>;
