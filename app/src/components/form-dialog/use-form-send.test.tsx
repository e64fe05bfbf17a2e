import { ApiError } from '@hangjia/sdk';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { useFormSend } from './use-form-send';

describe('useFormSend', () => {
  test('given a send running, when another is asked for, then it does not start; once done the form may send again', async () => {
    const { result } = renderHook(() => useFormSend('提问失败，请稍后再试'));
    let finish = () => {};
    let sent = 0;
    const slow = () => {
      sent += 1;
      return new Promise<void>((resolve) => (finish = resolve));
    };
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.send(slow);
    });
    expect(result.current.sending).toBe(true);
    expect(result.current.busy()).toBe(true);
    await act(() => result.current.send(slow));
    expect(sent).toBe(1);
    await act(async () => {
      finish();
      await first;
    });
    expect(result.current.sending).toBe(false);
    expect(result.current.busy()).toBe(false);
  });

  test.each([
    ['a refusal without a msg', new ApiError({ kind: 'envelope', operationId: 'askQuestion', code: 1 }), '提问失败，请稍后再试'],
    ['a refusal with a msg', new ApiError({ kind: 'envelope', operationId: 'askQuestion', code: 1, msg: '标题太长' }), '标题太长'],
  ])('given %s, then its message stays until the next send starts', async (_, reason, message) => {
    const { result } = renderHook(() => useFormSend('提问失败，请稍后再试'));
    await act(() => result.current.send(() => Promise.reject(reason)));
    expect(result.current.failure).toBe(message);
    await act(() => result.current.send(() => Promise.resolve()));
    expect(result.current.failure).toBeNull();
  });
});
