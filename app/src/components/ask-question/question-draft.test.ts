import { describe, expect, test } from 'vitest';
import { uploadImages } from '../../lib/content/upload-images';
import { validateQuestion } from './question-draft';

describe('the question form', () => {
  test.each([
    ['', '输入提问标题'],
    ['  ', '输入提问标题'],
    ['问', null],
    ['一个超过五十个字的标题'.repeat(10), null],
  ])('title %j gives %j (2 to 50 characters is a hint only)', (title, message) => {
    expect(validateQuestion({ title })).toBe(message);
  });

  test('images are uploaded one after another with the uid, and their URLs kept in order', async () => {
    const calls: unknown[] = [];
    const files = [new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.jpg', { type: 'image/jpeg' })];
    const urls = await uploadImages(files, async (input) => {
      calls.push(input);
      return { url: `https://img.example.com/${input.image.name}` };
    }, 2100);
    expect(urls).toEqual(['https://img.example.com/a.png', 'https://img.example.com/b.jpg']);
    expect(calls).toEqual([
      { image: files[0], uid: '2100' },
      { image: files[1], uid: '2100' },
    ]);
  });

  test('a failed upload stops the send', async () => {
    const file = new File(['a'], 'a.png', { type: 'image/png' });
    await expect(uploadImages([file, file], () => Promise.reject(new Error('上传图片大小不能超过 2m!')), 1)).rejects.toThrow('上传图片大小不能超过 2m!');
  });
});
