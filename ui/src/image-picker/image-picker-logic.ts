export type ImageErrorCode = 'invalid-type' | 'too-large' | 'too-many';

/** The words to show for each rule a file breaks. */
export type ImageProblemMessages = Record<Exclude<ImageErrorCode, 'too-many'>, string>;

/**
 * The words when the caller gives none: they name no type and no size, since the rule is the
 * app's. A site passes its own, which may say what its rule takes.
 */
export const imageProblemMessages: ImageProblemMessages = {
  'invalid-type': '图片格式不支持',
  'too-large': '图片超出大小限制',
};

/** @deprecated the portal's words for its JPG/PNG, 2 MB rule belong to the site: pass them as `messages` (or the picker's `labels`); removed in the next minor */
export const IMAGE_MESSAGES: ImageProblemMessages = {
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

/** The rules a file breaks (both may): a type the rule does not take, a size of `maxBytes` or more. */
function brokenRules(file: Pick<Blob, 'type' | 'size'>, rule: ImageRule): ImageProblem['code'][] {
  const codes: ImageProblem['code'][] = [];
  if (!rule.types.includes(file.type)) codes.push('invalid-type');
  if (rule.maxBytes !== null && file.size >= rule.maxBytes) codes.push('too-large');
  return codes;
}

/**
 * Every rule a file breaks (both may), each with its words from `messages`: a type the rule does not
 * take ('invalid-type'), a size of `maxBytes` or more ('too-large'). An empty list means the file
 * may be sent.
 */
export function validateImage(file: Pick<Blob, 'type' | 'size'>, rule: ImageRule, messages: ImageProblemMessages = imageProblemMessages): ImageProblem[] {
  return brokenRules(file, rule).map((code) => ({ code, message: messages[code] }));
}

export interface ImageRejection<F> {
  file: F;
  errors: ImageErrorCode[];
}

/**
 * Splits picked files into those that fit (valid, and within `max` beside the `current` count) and
 * the rest, each with its error codes; the words for them are the caller's.
 */
export function pickImages<F extends Pick<File, 'type' | 'size'>>(
  files: readonly F[],
  { rule, current = 0, max = Infinity }: { rule: ImageRule; current?: number; max?: number },
): { accepted: F[]; rejected: ImageRejection<F>[] } {
  const accepted: F[] = [];
  const rejected: ImageRejection<F>[] = [];
  for (const file of files) {
    const errors: ImageErrorCode[] = brokenRules(file, rule);
    if (errors.length === 0 && current + accepted.length >= max) errors.push('too-many');
    if (errors.length > 0) rejected.push({ file, errors });
    else accepted.push(file);
  }
  return { accepted, rejected };
}
