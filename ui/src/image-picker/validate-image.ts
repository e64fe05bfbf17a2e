export type ImageErrorCode = 'invalid-type' | 'too-large' | 'too-many';

/** The specification's words for an image turned away. */
export const IMAGE_MESSAGES: Record<'invalid-type' | 'too-large', string> = {
  'invalid-type': '上传图片只能是 JPG/PNG 格式!',
  'too-large': '上传图片大小不能超过 2m!',
};

/** One rule a file breaks, with the words to show. */
export interface ImageProblem {
  code: Exclude<ImageErrorCode, 'too-many'>;
  message: string;
}

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

/**
 * Every rule a file breaks, JPG/PNG only and under 2 MB (both must hold), each with its message:
 * '上传图片只能是 JPG/PNG 格式!', '上传图片大小不能超过 2m!'. An empty list means the file may be sent.
 */
export function validateImage(file: Pick<Blob, 'type' | 'size'>, { accept = IMAGE_TYPES, maxSize = MAX_IMAGE_SIZE }: ImageRules = {}): ImageProblem[] {
  const problems: ImageProblem[] = [];
  if (!accept.includes(file.type)) problems.push({ code: 'invalid-type', message: IMAGE_MESSAGES['invalid-type'] });
  if (file.size >= maxSize) problems.push({ code: 'too-large', message: IMAGE_MESSAGES['too-large'] });
  return problems;
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
    const errors: ImageErrorCode[] = validateImage(file, rules).map((problem) => problem.code);
    if (errors.length === 0 && current + accepted.length >= max) errors.push('too-many');
    if (errors.length > 0) rejected.push({ file, errors });
    else accepted.push(file);
  }
  return { accepted, rejected };
}
