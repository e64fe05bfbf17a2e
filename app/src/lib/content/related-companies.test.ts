import { describe, expect, test } from 'vitest';
import { relatedCompanyIds } from './related-companies';

const topic = { id: 5001, type: 1, date: '2024-11-18 09:15:00', timeToShow: '1小时前', readNum: 1, state: 1, hidden: 0, user: { id: 1, name: 'x', icon: 'y' } } as const;

describe('related company ids for compsByIds', () => {
  test.each([
    [{ companyIds: [3001, 3002] }, '3001,3002'],
    [{ compIds: '3001, 3003,3003' }, '3001,3003'],
    [{ companyIds: 3004 }, '3004'],
    [{ companyIds: ['x', 3005] }, '3005'],
    [{}, null],
    [{ companyIds: [] }, null],
  ])('%o → %s', (extra, expected) => {
    expect(relatedCompanyIds({ ...topic, ...extra } as never)).toBe(expected);
  });

  test('no topic, no ids', () => {
    expect(relatedCompanyIds(undefined)).toBeNull();
  });
});
