import { ApiError, createPortalClient, defaultErrorMessage, type ApiErrorKind } from '@hangjia/sdk';
import { describe, expect, test } from 'vitest';
import { userError, userMessage } from './user-message';

/** The ApiError the SDK makes of `answer` (an envelope on HTTP 200 unless `status` says otherwise). */
async function refusal(answer: unknown, status = 200): Promise<ApiError> {
  const client = createPortalClient({
    baseUrl: 'http://api.test',
    fetch: async () => new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } }),
  });
  return client.files.signInEvent({ account: 'a@b.cn', eventId: 1, channel: 2 }).then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => error as ApiError,
  );
}

describe('userMessage: the server\'s msg, else the page\'s words', () => {
  test.each([
    ['an empty msg', { code: 1, msg: '' }, 200],
    ['no msg', { code: 1 }, 200],
    ['a msg of spaces', { code: 1, msg: '  ' }, 200],
    ['a number as msg', { code: 1, msg: 5 }, 200],
    ['HTTP 500 without a msg', { code: 500 }, 500],
    ['code 401 without a msg', { code: 401 }, 200],
  ])('a refusal with %s shows the page\'s words', async (_, answer, status) => {
    expect(userMessage(await refusal(answer, status), '提问失败，请稍后再试')).toBe('提问失败，请稍后再试');
  });

  test('a refusal with a msg shows it', async () => {
    expect(userMessage(await refusal({ code: 1, msg: '标题太长' }), '提问失败，请稍后再试')).toBe('标题太长');
  });

  test.each<ApiErrorKind>(['network', 'timeout', 'abort'])('no answer at all (%s) says what happened, not that the server refused', (kind) => {
    expect(userMessage(new ApiError({ kind, operationId: 'signInEvent' }), '提问失败，请稍后再试')).toBe(defaultErrorMessage(kind));
  });

  test('anything else: an Error\'s message, else the page\'s words', () => {
    expect(userMessage(new Error('上传图片只能是 JPG/PNG 格式!'), '提问失败')).toBe('上传图片只能是 JPG/PNG 格式!');
    expect(userMessage(new Error(''), '提问失败')).toBe('提问失败');
    expect(userMessage('oops', '提问失败')).toBe('提问失败');
    expect(userError(undefined, '提问失败').message).toBe('提问失败');
  });
});
