// A multipart body: its files checked against the contract's file rules (`x-files`: types and
// size) before anything is sent, then encoded as form data. Loaded with a client's first upload
// (request.ts `multipartBody`).
import { ApiError, type ValidationIssue } from './errors';
import type { OperationMeta } from './operation-meta';

/** The form data of a multipart operation's body; files that break the contract's rules throw. */
export function formDataOf(meta: OperationMeta, body: Record<string, unknown>): FormData {
  checkFiles(meta, body);
  return toFormData(body);
}

/**
 * Refuses files that break the contract's file rules (`x-files`: types and size) before anything
 * is sent. The messages name the contract's rule; the words a page shows for a picked image are the
 * UI's (`validateImage` in `@hangjia/ui`).
 */
function checkFiles(meta: OperationMeta, body: Record<string, unknown>): void {
  const issues: ValidationIssue[] = [];
  for (const [field, rule] of Object.entries(meta.files)) {
    const value = body[field];
    const files = (Array.isArray(value) ? value : [value]).filter((f): f is Blob => f instanceof Blob);
    for (const file of files) {
      const location = ['body', field];
      if (rule.types.length && !rule.types.includes(file.type)) {
        const message = `${field}: ${file.type || '未知类型'} 不是 ${rule.types.join(', ')} 之一`;
        issues.push({ location, severity: 'Error', code: 'type', message });
      }
      if (rule.maxBytes !== null && file.size >= rule.maxBytes) {
        const message = `${field}: ${file.size} 字节, 须小于 ${rule.maxBytes} 字节`;
        issues.push({ location, severity: 'Error', code: 'size', message });
      }
    }
  }
  if (issues.length) throw new ApiError({ kind: 'contract', operationId: meta.id, detail: issues[0]!.message, validation: issues });
}

/** Multipart bodies: files as files, arrays as repeated fields, objects as JSON. Content-Type is left to fetch. */
function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      if (item instanceof Blob) form.append(key, item, (item as File).name || 'blob');
      else form.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return form;
}
