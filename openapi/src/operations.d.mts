export declare const METHODS: readonly ['get', 'put', 'post', 'delete', 'patch'];
export type Method = (typeof METHODS)[number];
type Json = Record<string, any>;
export interface Operation {
  path: string;
  method: Method;
  op: Json;
}
export interface OperationRow {
  id: string;
  method: string;
  path: string;
}
export declare function listOperations(doc: Json): Operation[];
export declare function pathParamNames(path: string): string[];
export declare function pathSource(path: string): string;
export declare function comparePaths(a: string, b: string): number;
export declare function createOperationMatcher<Row extends { method: string; path: string }>(rows: readonly Row[]): (method: string, pathname: string) => { row: Row; params: Record<string, string> } | null;
export declare function operationRows(doc: Json): OperationRow[];
