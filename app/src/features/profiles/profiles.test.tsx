import { describe, expect, test } from 'vitest';
import { communityFeedLimit, feedTabs, FEED_LIMIT } from './profile-queries';

describe('feeds', () => {
  test('the tabs are 动态 and 精选', () => {
    expect(feedTabs.map((t) => t.label)).toEqual(['动态', '精选']);
  });

  test('expert and community feeds load 20; a community’s 精选 loads 100', () => {
    expect(FEED_LIMIT).toBe(20);
    expect(communityFeedLimit(1)).toBe(20);
    expect(communityFeedLimit(2)).toBe(100);
  });
});
