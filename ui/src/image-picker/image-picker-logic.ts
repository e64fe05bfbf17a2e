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

/**
 * What a picture may be, as the API that stores it says: its MIME types and the size it must stay
 * under (`null`: any size). The SDK's `FileRule` of an upload has this shape (for the portal:
 * `uploadImage.files.image` of `@hangjia/sdk/operations`, JPG/PNG under 2 MB), so the app hands
 * the contract's rule to the picker as it is.
 */
export interface ImageRule {
  types: readonly string[];
  maxBytes: number | null;
}

/**
 * Every rule a file breaks (both may), each with its message: a type the rule does not take
 * ('上传图片只能是 JPG/PNG 格式!'), a size of `maxBytes` or more ('上传图片大小不能超过 2m!'). An
 * empty list means the file may be sent.
 */
export function validateImage(file: Pick<Blob, 'type' | 'size'>, rule: ImageRule): ImageProblem[] {
  const problems: ImageProblem[] = [];
  if (!rule.types.includes(file.type)) problems.push({ code: 'invalid-type', message: IMAGE_MESSAGES['invalid-type'] });
  if (rule.maxBytes !== null && file.size >= rule.maxBytes) problems.push({ code: 'too-large', message: IMAGE_MESSAGES['too-large'] });
  return problems;
}

export interface ImageRejection<F> {
  file: F;
  errors: ImageErrorCode[];
}

/** Splits picked files into those that fit (valid, and within `max` beside the `current` count) and the rest. */
export function pickImages<F extends Pick<File, 'type' | 'size'>>(
  files: readonly F[],
  { rule, current = 0, max = Infinity }: { rule: ImageRule; current?: number; max?: number },
): { accepted: F[]; rejected: ImageRejection<F>[] } {
  const accepted: F[] = [];
  const rejected: ImageRejection<F>[] = [];
  for (const file of files) {
    const errors: ImageErrorCode[] = validateImage(file, rule).map((problem) => problem.code);
    if (errors.length === 0 && current + accepted.length >= max) errors.push('too-many');
    if (errors.length > 0) rejected.push({ file, errors });
    else accepted.push(file);
  }
  return { accepted, rejected };
}
