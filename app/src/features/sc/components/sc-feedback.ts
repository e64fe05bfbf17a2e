import { isApiError } from '@hangjia/sdk';

/** The message of a failed call as the user reads it: the server's msg, or a plain fallback. */
export function failureText(reason: unknown, fallback = '操作失败，请稍后再试'): string {
  if (isApiError(reason)) return reason.msg || fallback;
  return fallback;
}

/** Saves a downloaded file under its name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
