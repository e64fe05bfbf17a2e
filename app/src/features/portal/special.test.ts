import { describe, expect, test } from 'vitest';
import { paths } from '../../config/paths';
import { specialCover, specialSections, specialTarget } from './special';

const weekly = { imageInfo: { imageUrl: 'http://127.0.0.1:4010/assets/specials/w.svg' }, url: 'https://weekly.example.com/issue/120' };

describe('where a special opens', () => {
  test('type 5 opens /special/{id}', () => {
    expect(specialTarget({ id: 8001, type: 5, weekly }, paths)).toEqual({ kind: 'internal', to: '/special/8001' });
  });
  test('type 11 opens /tushuo/{id}', () => {
    expect(specialTarget({ id: 8004, type: 11, weekly }, paths)).toEqual({ kind: 'internal', to: '/tushuo/8004' });
  });
  test('type 13 opens its external weekly page', () => {
    expect(specialTarget({ id: 8005, type: 13, weekly }, paths)).toEqual({ kind: 'external', url: weekly.url });
    expect(specialTarget({ id: 8005, type: 13 }, paths)).toBeNull();
  });
  test('type 13 whose weekly address is not a web page opens nothing', () => {
    expect(specialTarget({ id: 8005, type: 13, weekly: { ...weekly, url: ' JaVaScRiPt:alert(1)' } }, paths)).toBeNull();
  });
});

describe('specials', () => {
  test('the cover follows the type', () => {
    const images = { zhuanti: { img: 'z.svg' }, tushuo: { url: 't.svg' }, weekly };
    expect(specialCover({ type: 5, ...images })).toBe('z.svg');
    expect(specialCover({ type: 11, ...images })).toBe('t.svg');
    expect(specialCover({ type: 13, ...images })).toBe(weekly.imageInfo.imageUrl);
  });

  test('a special lists its articles (type 1) and its Q&As (type 3)', () => {
    const t = (id: number, type: 1 | 3 | 7) => ({ id, type }) as never;
    const { articles, answers } = specialSections({ topics: [t(1, 1), t(2, 3), t(3, 1), t(4, 7), t(5, 3)] });
    expect(articles.map((a) => a.id)).toEqual([1, 3]);
    expect(answers.map((a) => a.id)).toEqual([2, 5]);
    expect(specialSections({})).toEqual({ articles: [], answers: [] });
  });
});
