export type ImageErrorCode = 'invalid-type' | 'too-large' | 'too-many';

export interface ImageRules {
  /** Allowed MIME types. Default JPG and PNG. */
  accept?: readonly string[];
  /** Files must be smaller than this, in bytes. Default 2 MB. */
  maxSize?: number;
}

export const IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png'];
export const MAX_IMAGE_SIZE = 2 * 1024 * 1024;
export const QUESTION_MAX_IMAGES = 3;
export const ANSWER_MAX_IMAGES = 9;

/** Every rule a file breaks: JPG/PNG only and under 2 MB, both must hold. */
export function validateImage(file: Pick<File, 'type' | 'size'>, { accept = IMAGE_TYPES, maxSize = MAX_IMAGE_SIZE }: ImageRules = {}): ImageErrorCode[] {
  const errors: ImageErrorCode[] = [];
  if (!accept.includes(file.type)) errors.push('invalid-type');
  if (file.size >= maxSize) errors.push('too-large');
  return errors;
}

export interface ImageRejection<F> {
  file: F;
  errors: ImageErrorCode[];
}

/** Splits picked files into those that fit (valid, and within `max` beside the `current` count) and the rest. */
export function pickImages<F extends Pick<File, 'type' | 'size'>>(
  files: readonly F[],
  { current = 0, max = Infinity, ...rules }: ImageRules & { current?: number; max?: number },
): { accepted: F[]; rejected: ImageRejection<F>[] } {
  const accepted: F[] = [];
  const rejected: ImageRejection<F>[] = [];
  for (const file of files) {
    const errors = validateImage(file, rules);
    if (errors.length === 0 && current + accepted.length >= max) errors.push('too-many');
    if (errors.length > 0) rejected.push({ file, errors });
    else accepted.push(file);
  }
  return { accepted, rejected };
}
