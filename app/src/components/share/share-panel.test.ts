import { describe, expect, test } from 'vitest';
import { copyText } from './share-panel';

describe('复制链接', () => {
  test('copies through the clipboard', async () => {
    const written: string[] = [];
    expect(await copyText('http://x/topic/1', { writeText: async (t) => void written.push(t) })).toBe(true);
    expect(written).toEqual(['http://x/topic/1']);
  });

  test('a refused or missing clipboard is reported, not thrown', async () => {
    expect(await copyText('u', { writeText: () => Promise.reject(new Error('NotAllowedError')) })).toBe(false);
    expect(await copyText('u', null)).toBe(false);
  });
});
