import { uploadImage } from '@hangjia/sdk/operations';
import type { ImageProblemMessages, ImageRule } from '@hangjia/ui';

// The rules of the pictures a visitor uploads, in one place. What a picture may be is the upload
// API's rule, stated once in the contract (uploadImage's `image`: JPG or PNG, under 2 MB) and read
// here from the SDK's operation table, as the SDK checks it before sending and the sample backend
// checks it on arrival; how many pictures a form takes is the form's.

/** JPG or PNG, under 2 MB: the contract's rule of `uploadImage` (specification 000, §5 Images: "must be JPG or PNG … and under 2 MB"). */
export const IMAGE_RULE: ImageRule = uploadImage.files.image;

/**
 * The words for a picture turned away, the specification's (000, §5 Images: "must be JPG or PNG
 * ('上传图片只能是 JPG/PNG 格式!') and under 2 MB ('上传图片大小不能超过 2m!')"), wherever the site
 * checks a picture: the image pickers' labels and `validateImage`'s messages. An answer's JPEG-only
 * rule says them too, the specification having no others.
 */
export const IMAGE_RULE_MESSAGES: ImageProblemMessages = {
  'invalid-type': '上传图片只能是 JPG/PNG 格式!',
  'too-large': '上传图片大小不能超过 2m!',
};

/** A question takes up to 3 pictures (specification 000, §5 "Ask a question: … up to 3 images"; constants: "question images max 3"). */
export const QUESTION_MAX_IMAGES = 3;

/** An answer takes up to 9 pictures (specification 000, §5 "Answer: … up to 9 images, JPEG"; constants: "answer images max 9"). */
export const ANSWER_MAX_IMAGES = 9;

/** An answer's pictures are JPEG only (specification 000, §5 "Answer: … up to 9 images, JPEG"), under the same size. */
export const ANSWER_IMAGE_RULE: ImageRule = { ...IMAGE_RULE, types: IMAGE_RULE.types.filter((type) => type === 'image/jpeg') };

/**
 * An award application takes up to 5 pictures. The specification names the award pages' "image
 * upload action" (001, award-page calls) without a count: 5 is the site's decision, made with the
 * upload action.
 */
export const AWARD_MAX_IMAGES = 5;

/** A service record's description takes up to 9 pictures (specification 001 says "at least one picture" and no most: the answer's 9). */
export const RECORD_MAX_IMAGES = 9;
