import { describe, expect, test } from 'vitest';
import { classifyWhitePapers, isRecent, paperDateLabel, sectionOf, type CatalogPaper } from './white-papers';

const paper = (over: Partial<CatalogPaper>): CatalogPaper => ({
  id: 1700000000000,
  logo: 'http://127.0.0.1:4010/assets/wp.svg',
  shareUrl: 'https://events.example.com/wp/1',
  productName: '白皮书',
  productYear: 2024,
  done: 0,
  state: 1,
  ...over,
});

// 2026-03-10 12:00 in Beijing.
const now = new Date('2026-03-10T04:00:00Z');

describe('white-paper sections of /reports', () => {
  test.each([
    ['id 1628733450620 is always 往期推荐, even done and not online', { id: 1628733450620, done: 1, publishedOnline: 0, fabuTime: '2026-01-01' }, 'past'],
    ['done 1 and publishedOnline 0 → 调研中', { done: 1, publishedOnline: 0, fabuTime: '2026-06-01' }, 'researching'],
    ['done 1 and publishedOnline 1 → 最新发布', { done: 1, publishedOnline: 1, fabuTime: '2026-06-01' }, 'latest'],
    ['done 1 without publishedOnline → 最新发布', { done: 1, fabuTime: '2020-06-01' }, 'latest'],
    ['done 0, published a year ago → 最新发布', { fabuTime: '2025-03-10' }, 'latest'],
    ['done 0, one day short of 2 years → 最新发布', { fabuTime: '2024-03-11' }, 'latest'],
    ['done 0, exactly 2 years ago → 往期推荐', { fabuTime: '2024-03-10' }, 'past'],
    ['done 0, 2 years and a day ago → 往期推荐', { fabuTime: '2024-03-09' }, 'past'],
    ['done 0, no fabuTime, productYear 2024 (from 1 January 2024) → 往期推荐', { productYear: 2024 }, 'past'],
    ['done 0, no fabuTime, productYear 2025 → 最新发布', { productYear: 2025 }, 'latest'],
  ] as const)('%s', (_, over, section) => {
    expect(sectionOf(paper(over), now)).toBe(section);
  });

  test('the window counts Beijing days: 16:00 UTC on the eve of the anniversary is already the anniversary', () => {
    const p = paper({ fabuTime: '2024-03-10' });
    expect(sectionOf(p, new Date('2026-03-09T15:59:59Z'))).toBe('latest');
    expect(sectionOf(p, new Date('2026-03-09T16:00:00Z'))).toBe('past');
  });

  test('a 29 February paper stays recent until 1 March two years on', () => {
    expect(isRecent('2024-02-29', '2026-02-28')).toBe(true);
    expect(isRecent('2024-02-29', '2026-03-01')).toBe(false);
  });

  test('sections keep every paper once, newest first', () => {
    const papers = [
      paper({ id: 1, fabuTime: '2023-01-01' }),
      paper({ id: 2, fabuTime: '2025-09-01' }),
      paper({ id: 3, done: 1, publishedOnline: 0, fabuTime: '2026-05-01' }),
      paper({ id: 4, fabuTime: '2025-12-01' }),
      paper({ id: 1628733450620, fabuTime: '2021-08-12', done: 1 }),
    ];
    const s = classifyWhitePapers(papers, now);
    expect(s.researching.map((p) => p.id)).toEqual([3]);
    expect(s.latest.map((p) => p.id)).toEqual([4, 2]);
    expect(s.past.map((p) => p.id)).toEqual([1, 1628733450620]);
  });

  test('done 1 shows its date as expected', () => {
    expect(paperDateLabel(paper({ done: 1, fabuTime: '2026-06-01' }))).toBe('预计 2026-06-01 发布');
    expect(paperDateLabel(paper({ fabuTime: '2025-06-01' }))).toBe('2025-06-01 发布');
  });
});
