import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { session } from '../../lib/api';
import { AskQuestion } from './components/ask-question';
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

describe('the ask-question button', () => {
  afterEach(() => session.logout());

  test("given a visitor, pressing it opens the dialog saying '请先登录'", async () => {
    session.logout();
    render(<AskQuestion toUid={1001} />);
    fireEvent.click(screen.getByRole('button', { name: '向TA提问' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('请先登录');
  });

  test('given a logged-in user, it hands over to the question form instead', () => {
    session.setUser({ id: 2001, name: '访客' });
    const asked: number[] = [];
    render(<AskQuestion toUid={1001} onAsk={(id) => asked.push(id)} />);
    fireEvent.click(screen.getByRole('button', { name: '向TA提问' }));
    expect(asked).toEqual([1001]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
