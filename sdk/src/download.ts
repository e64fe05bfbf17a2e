// Reading a download's answer: the file with its name, or the failure a JSON answer tells of.
// Loaded with the first download (answer.ts): a bundle that downloads nothing at first does not
// carry it.
import { fileNameFromContentDisposition } from './content-disposition';
import { isEnvelope, isSuccessCode } from './envelope';
import { ApiError } from './errors';
import type { OperationMeta } from './operation-meta';
import { parseJson, readEnvelope, type OnUnauthorized } from './payload';

/** The file of a 2xx download answer; an empty answer, or one in JSON, rejects with its ApiError. */
export async function readDownload(id: string, meta: OperationMeta, response: Response, blob: Blob | undefined, unauthorized: OnUnauthorized) {
  const status = response.status;
  // 204 or an empty body: no file and no envelope.
  if (!blob) throw new ApiError({ kind: 'contract', operationId: id, status });
  if (!/json/i.test(response.headers.get('Content-Type') ?? '')) {
    return { blob, fileName: fileNameFromContentDisposition(response.headers.get('Content-Disposition')) };
  }
  const answer = parseJson(await blob.text());
  // A success's envelope is no file; a failure's is read as any answer's.
  if (isEnvelope(answer) && isSuccessCode(answer.code)) {
    throw new ApiError({ kind: 'contract', operationId: id, status, code: answer.code, detail: '下载的响应是 JSON 而不是文件' });
  }
  return readEnvelope(id, meta, status, answer, unauthorized);
}
