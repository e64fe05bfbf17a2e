/** The success codes of the legacy server: 0, 200 or the string '0'. */
export const successCodes: readonly (number | string)[] = [0, 200, '0'];

export function isSuccessCode(code: unknown): boolean {
  return code === 0 || code === 200 || code === '0';
}

/** HTTP 401 or envelope `code` 401 (also '401') mean the session is no longer valid. */
export function isUnauthorizedCode(code: unknown): boolean {
  return code === 401 || code === '401';
}

export interface Envelope {
  code: number | string;
  msg?: string;
  [key: string]: unknown;
}

export function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    (typeof (value as Envelope).code === 'number' || typeof (value as Envelope).code === 'string')
  );
}
