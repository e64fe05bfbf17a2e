/** The shape of one row of the generated operation table (`generated/operations.ts`). */

export interface CursorPagination {
  style: 'cursor';
  /** The request field holding the cursor. */
  cursor: string;
  /** The request field holding the page size. */
  limit: string;
  /** The key of the item list in the payload, or '.' when the payload is the list. */
  items: string;
  /** The item field whose value is the next cursor. */
  itemCursor: string;
  /** How the first cursor (the current time) is written. */
  cursorFormat: 'datetime' | 'date' | 'timestamp';
  /** The schema default of the limit field, used when the caller gives none. */
  defaultLimit: number | null;
  /** The item field that identifies an item, for dropping duplicates at page boundaries. */
  itemId: string | null;
}

export interface PagePagination {
  style: 'page';
  page: string;
  size: string;
  items: string;
  totalPages?: string;
  total?: string;
  /** The schema default of the size field, used when the caller gives none. */
  defaultSize: number | null;
  itemId: string | null;
}

export type Pagination = CursorPagination | PagePagination;

export interface FileRule {
  types: readonly string[];
  maxBytes: number | null;
}

export interface OperationMeta {
  /** The contract's operationId. */
  id: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  tag: string;
  kind: 'query' | 'mutation';
  /** The payload key of the envelope: `json`, or `data` for the partner open API. */
  envelope: string;
  /**
   * Which token goes into `Authorization`: the supply-chain token for secured calls, none where the
   * contract says `security: []`, else the session token.
   */
  auth: 'session' | 'sc' | 'none';
  pathParams: readonly string[];
  queryParams: readonly string[];
  body: 'json' | 'multipart' | null;
  response: 'json' | 'blob';
  pagination: Pagination | null;
  /** What the success answer's payload must be, when the contract says: an object or an array. */
  payload: 'object' | 'array' | null;
  invalidates: readonly string[];
  /** Binary fields of a multipart body, with the types and size they must respect. */
  files: Readonly<Record<string, FileRule>>;
}
