/** The words of a failed action whose page names none (a refusal without a msg, see lib/scope/user-message.ts). */
export const ACTION_FAILED = '操作失败，请稍后再试';

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
