import { isApiError } from '@hangjia/sdk';
import { userMessage } from '../../../lib/user-message';

/** The message of a failed call as the user reads it: the server's msg, or a plain fallback (see userMessage). */
export function failureText(reason: unknown, fallback = '操作失败，请稍后再试'): string {
  return isApiError(reason) ? userMessage(reason, fallback) : fallback;
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
