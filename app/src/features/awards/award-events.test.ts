import { describe, expect, test } from 'vitest';
import { isApplying, splitAwardEvents, type AwardEvent } from './award-events';

describe('the label 奖项申报中 of the events list', () => {
  const open = { done: 1 as const, signExpiredDate: '2024-10-28' };

  test.each([
    ['the day before', '2024-10-27T12:00:00Z', true],
    ['the last day, 23:59:59.999 in China', '2024-10-28T15:59:59.999Z', true],
    ['the next day, 00:00 in China', '2024-10-28T16:00:00.000Z', false],
    ['a week later', '2024-11-04T00:00:00Z', false],
  ])('%s → %s', (_, at, shown) => {
    expect(isApplying(open, new Date(at))).toBe(shown);
  });

  test('never while done is not 1, even before the date', () => {
    expect(isApplying({ done: 0, signExpiredDate: '2024-10-28' }, new Date('2024-10-01T00:00:00Z'))).toBe(false);
  });

  test('done 1 without a date follows done alone', () => {
    expect(isApplying({ done: 1 }, new Date('2030-01-01T00:00:00Z'))).toBe(true);
  });

  test('a date that cannot be read is not applying', () => {
    expect(isApplying({ done: 1, signExpiredDate: '28/10/2024' }, new Date('2024-10-01T00:00:00Z'))).toBe(false);
  });

  test('即将举行 soonest first, 往届回顾 newest first', () => {
    const e = (id: number, done: 0 | 1, eventDate: string): AwardEvent => ({ id, name: `${id}`, done, eventDate, logo: 'http://x/a.svg', shareUrl: 'https://x/e' });
    const { upcoming, past } = splitAwardEvents([e(1, 1, '2025-02-01'), e(2, 0, '2023-01-01'), e(3, 1, '2025-01-01'), e(4, 0, '2024-01-01')]);
    expect(upcoming.map((x) => x.id)).toEqual([3, 1]);
    expect(past.map((x) => x.id)).toEqual([4, 2]);
  });
});
