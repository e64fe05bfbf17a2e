import type { OperationSchemas } from './operation-types';
export { createApiClient, createCaller, operationOf } from './client';
export { createPortalClient } from './portal-client';
export type { ApiClient, Caller, Operation, OperationRef, PortalClient, PortalClientOptions, TokenKind } from './client';
export { ApiError, defaultErrorMessage, isApiError } from './errors';
export type { ApiErrorInit, ApiErrorKind, ValidationIssue } from './errors';
export { isSuccessCode, isUnauthorizedCode, successCodes } from './envelope';
export { fileNameFromContentDisposition } from './content-disposition';
export { endOfChinaDay, formatChinaTime, formatShanghaiTime, parseChinaTime } from './china-time';
export { formatCursorTime, nextCursor, pageItems, pageSizeOf } from './cursor';
export { flattenPages, totalPagesOf } from './list-pages';
export { cursorPageLoader } from './cursor-pages';
export type { CursorPage } from './cursor-pages';
export { LOGIN_TYPE, loginInput, saveLogin, sendSmsInput } from './login';
export type { CodeLoginMode, LoginAnswer, LoginMode } from './login';
export {
  SEVEN_DAYS_SECONDS,
  cookieKeys,
  createBrowserAdapter,
  createMemoryAdapter,
  createSessionStore,
  sessionKeys,
  toEpochMs,
} from './session-storage';
export type {
  BrowserAdapterOptions,
  ScToken,
  SessionStore,
  SessionStoreOptions,
  StorageAdapter,
  StoredUser,
} from './session-storage';
export type { components, paths } from './generated/schema';
/** @deprecated `OperationSchemas`, the same types (`operations` alone is the subpath `@hangjia/sdk/operations`); removed in the next minor. */
export type operations = OperationSchemas;
export type { CursorPagination, FileRule, OperationMeta, PagePagination, Pagination } from './operation-meta';
export type {
  Area,
  AreaClient,
  CallOptions,
  CursorListInput,
  CursorOperationId,
  DownloadResult,
  ListItem,
  MutationOperationId,
  OperationArgs,
  OperationFunction,
  OperationId,
  OperationInput,
  OperationPayload,
  OperationSchemas,
  OperationsOf,
  PageListInput,
  PageOperationId,
  QueryOperationId,
} from './operation-types';
