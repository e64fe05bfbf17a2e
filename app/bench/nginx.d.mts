// Types of nginx.mjs, for the TypeScript tests.
export declare const nginxConf: string;
export declare function nginxBinary(): string | null;
export declare function ensureNginx(): string;
export declare function localConfig(options: {
  dir: string;
  port: number;
  sitePorts: number[];
  apiOrigin: string;
  root?: string;
  accessLog?: boolean;
  keepaliveRequests?: number;
  source?: string;
}): string;
export interface RunningNginx {
  url: string;
  port: number;
  dir: string;
  conf: string;
  pid: number;
  errors(): string;
  stop(): Promise<void>;
}
export declare function startNginx(options: {
  sitePorts: number[];
  apiOrigin: string;
  port?: number;
  root?: string;
  accessLog?: boolean;
  keepaliveRequests?: number;
  keep?: boolean;
  binary?: string | null;
}): Promise<RunningNginx>;
