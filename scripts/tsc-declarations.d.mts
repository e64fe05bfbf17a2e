export declare function tscOut(path: string): string;
export declare function declarationsCopy(name: string, copies: [from: string, to: string, filter?: (file: string) => boolean][]): string;
export declare function declarationEntries(entry: Record<string, string>, dir: string): Record<string, string>;
