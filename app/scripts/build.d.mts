export declare const appDir: string;
export declare const rootDir: string;
export declare const distDir: string;
export declare function ensureContract(options?: { force?: boolean }): void;
export declare function ensureAppBuild(options?: { force?: boolean }): void;
export declare const serverEntry: string;
