// The payload of a 2xx answer: its envelope read, the payload of a success checked against the
// contract's type, a failure's code thrown as an ApiError. Shared by answers and downloads.
import { isEnvelope, isSuccessCode, isUnauthorizedCode } from './envelope';
import { ApiError } from './errors';
import type { OperationMeta } from './operation-meta';

/** Runs for the error of a 401 (HTTP or `code`) before it is thrown: forgets the token, tells the app. */
export type OnUnauthorized = (error: ApiError) => ApiError;

/** The payload of a 2xx envelope; an answer that is no envelope, or whose code is a failure, throws. */
export function readEnvelope(id: string, meta: OperationMeta, status: number, answer: unknown, unauthorized: OnUnauthorized): unknown {
  if (!isEnvelope(answer)) {
    throw new ApiError({ kind: 'contract', operationId: id, status, detail: '响应不是约定的 {code, msg, json} 格式' });
  }
  const code = answer.code;
  if (isSuccessCode(code)) {
    // A success's msg ('ok', '成功') is no message of a failure.
    const payload = answer[meta.envelope];
    // A success whose data is not what the contract says (a string for a topic, a list for a
    // user) would reach the page as a blank; it is the server's contract error instead.
    if (meta.payload && payload != null && (Array.isArray(payload) ? 'array' : typeof payload) !== meta.payload) {
      throw new ApiError({ kind: 'contract', operationId: id, status, code, detail: '响应数据的类型不符合约定' });
    }
    return payload;
  }
  if (isUnauthorizedCode(code)) throw unauthorized(new ApiError({ kind: 'unauthorized', operationId: id, status, code, msg: answer.msg }));
  throw new ApiError({ kind: 'envelope', operationId: id, status, code, msg: answer.msg });
}

/** The value of a JSON text; nothing for an empty text or one that does not parse. */
export function parseJson(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
