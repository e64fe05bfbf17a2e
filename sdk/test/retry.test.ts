import { describe, expect, it } from 'vitest';
import { ApiError } from '@hangjia/sdk';
import { retryNetworkErrors } from '@hangjia/sdk/react';

const once = retryNetworkErrors({ retry: 1 });
const never = retryNetworkErrors({ retry: 0 });

describe('retryNetworkErrors of a client with retry 1', () => {
  const network = new ApiError({ kind: 'network', operationId: 'listDiscerns' });
  it.each([
    ['a first network failure', 0, network, true],
    ['a second network failure', 1, network, false],
    ['an envelope error', 0, new ApiError({ kind: 'envelope', operationId: 'listDiscerns', code: 1, msg: '失败' }), false],
    ['a timeout', 0, new ApiError({ kind: 'timeout', operationId: 'listDiscerns' }), false],
    ['an HTTP 500', 0, new ApiError({ kind: 'http', operationId: 'listDiscerns', status: 500 }), false],
  ])('given %s (failure count %i), retries: %s', (_, count, error, expected) => {
    expect(once(count as number, error)).toBe(expected);
  });
});

it('given the default retry 0, a first network failure is not retried', () => {
  expect(never(0, new ApiError({ kind: 'network', operationId: 'listDiscerns' }))).toBe(false);
});
