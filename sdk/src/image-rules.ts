/** The portal's image rule: JPG or PNG, and under 2 MB. Both must hold. */
export const imageRules = {
  types: ['image/jpeg', 'image/png'] as readonly string[],
  maxBytes: 2 * 1024 * 1024,
  typeMessage: '上传图片只能是 JPG/PNG 格式!',
  sizeMessage: '上传图片大小不能超过 2m!',
};

export type ImageErrorCode = 'type' | 'size';

export interface ImageProblem {
  code: ImageErrorCode;
  message: string;
}

/** Checks one image against the rule; an empty list means it may be sent. */
export function validateImage(file: Blob, rules = imageRules): ImageProblem[] {
  const problems: ImageProblem[] = [];
  if (!rules.types.includes(file.type)) problems.push({ code: 'type', message: rules.typeMessage });
  if (file.size >= rules.maxBytes) problems.push({ code: 'size', message: rules.sizeMessage });
  return problems;
}
