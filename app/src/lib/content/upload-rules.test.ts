import { validateImage } from '@hangjia/ui';
import { describe, expect, test } from 'vitest';
import { ANSWER_IMAGE_RULE, ANSWER_MAX_IMAGES, AWARD_MAX_IMAGES, IMAGE_RULE, IMAGE_RULE_MESSAGES, QUESTION_MAX_IMAGES, RECORD_MAX_IMAGES } from './upload-rules';

const MB = 1024 * 1024;
const codes = (file: { type: string; size: number }, rule = IMAGE_RULE) => validateImage(file, rule).map((problem) => problem.code);

describe('the pictures a visitor uploads', () => {
  test("a picture is the contract's: JPG or PNG, under 2 MB", () => {
    expect(IMAGE_RULE).toEqual({ types: ['image/jpeg', 'image/png'], maxBytes: 2 * MB });
    expect(codes({ type: 'image/png', size: 2 * MB - 1 })).toEqual([]);
    expect(codes({ type: 'image/jpeg', size: 2 * MB })).toEqual(['too-large']);
    expect(codes({ type: 'image/gif', size: 10 })).toEqual(['invalid-type']);
  });

  test("a picture turned away is told so in the specification's words", () => {
    expect(validateImage({ type: 'image/gif', size: 3 * MB }, IMAGE_RULE, IMAGE_RULE_MESSAGES).map((problem) => problem.message)).toEqual([
      '上传图片只能是 JPG/PNG 格式!',
      '上传图片大小不能超过 2m!',
    ]);
  });

  test("an answer's pictures are JPEG only, under the same size", () => {
    expect(ANSWER_IMAGE_RULE).toEqual({ types: ['image/jpeg'], maxBytes: 2 * MB });
    expect(codes({ type: 'image/png', size: 10 }, ANSWER_IMAGE_RULE)).toEqual(['invalid-type']);
  });

  test('a question takes 3, an answer 9, an award application 5, a service record 9', () => {
    expect([QUESTION_MAX_IMAGES, ANSWER_MAX_IMAGES, AWARD_MAX_IMAGES, RECORD_MAX_IMAGES]).toEqual([3, 9, 5, 9]);
  });
});
