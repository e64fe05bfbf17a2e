import { describe, expect, it } from 'vitest';
import { endOfChinaDay, formatChinaTime, formatShanghaiTime, parseChinaTime } from '../src';

const utc = (...fields: [number, number, number, number?, number?, number?]) => Date.UTC(...fields);

describe('formatChinaTime: an instant in China time (UTC+8)', () => {
  it.each([
    ['UTC midnight is 08:00 in China', utc(2024, 4, 18, 0, 0, 0), '2024-05-18 08:00:00', '2024-05-18'],
    ['a second before China midnight', utc(2024, 4, 18, 15, 59, 59), '2024-05-18 23:59:59', '2024-05-18'],
    ['China midnight, still the 18th in UTC', utc(2024, 4, 18, 16, 0, 0), '2024-05-19 00:00:00', '2024-05-19'],
    ['late on the last day of a UTC year, already the new year in China', utc(2024, 11, 31, 20, 5, 9), '2025-01-01 04:05:09', '2025-01-01'],
    ['29 February', utc(2024, 1, 28, 16, 0, 0), '2024-02-29 00:00:00', '2024-02-29'],
    ['the middle of July: no daylight saving', utc(2024, 6, 15, 4, 0, 0), '2024-07-15 12:00:00', '2024-07-15'],
  ])('%s', (_, epochMs, dateTime, date) => {
    expect(formatChinaTime(epochMs)).toBe(dateTime);
    expect(formatChinaTime(epochMs, 'datetime')).toBe(dateTime);
    expect(formatChinaTime(epochMs, 'date')).toBe(date);
  });

  it('formatShanghaiTime, kept for existing callers, writes the same', () => {
    const epochMs = utc(2024, 4, 18, 16, 30, 0);
    expect(formatShanghaiTime(epochMs)).toBe('2024-05-19 00:30:00');
    expect(formatShanghaiTime(epochMs, 'date')).toBe('2024-05-19');
  });
});

describe('parseChinaTime: a China-time text as an instant', () => {
  it.each([
    ['a date and time', '2024-05-18 10:30:00', utc(2024, 4, 18, 2, 30, 0)],
    ['without seconds', '2024-05-18 10:30', utc(2024, 4, 18, 2, 30, 0)],
    ['with a T', '2024-05-18T10:30:15', utc(2024, 4, 18, 2, 30, 15)],
    ['a date alone: its midnight in China, the evening before in UTC', '2024-05-18', utc(2024, 4, 17, 16, 0, 0)],
    ['a time before 08:00: the day before in UTC', '2025-01-01 07:59:59', utc(2024, 11, 31, 23, 59, 59)],
  ])('%s', (_, text, epochMs) => {
    expect(parseChinaTime(text)).toBe(epochMs);
  });

  it.each([
    ['empty', ''],
    ['words', '明天'],
    ['slashes', '2024/05/18'],
    ['a month of one digit', '2024-5-18'],
    ['an hour without minutes', '2024-05-18 10'],
    ['a zone', '2024-05-18T02:30:00Z'],
    ['milliseconds', '2024-05-18 10:30:00.000'],
    ['spaces around', ' 2024-05-18 '],
    ['epoch seconds', '1716000000'],
  ])('%s is no China-time text: undefined', (_, text) => {
    expect(parseChinaTime(text)).toBeUndefined();
  });

  it('reads back what formatChinaTime writes', () => {
    for (const epochMs of [utc(2024, 4, 18, 15, 59, 59), utc(2024, 4, 18, 16, 0, 0), utc(2024, 11, 31, 23, 0, 1)]) {
      expect(parseChinaTime(formatChinaTime(epochMs))).toBe(epochMs);
    }
  });
});

describe('endOfChinaDay: the next midnight in China', () => {
  it.each([
    ['from China midnight, the whole day', '2024-05-18 00:00:00', '2024-05-19 00:00:00'],
    ['from a second before midnight', '2024-05-18 23:59:59', '2024-05-19 00:00:00'],
    ['from 07:59 in China (the day before in UTC)', '2024-05-18 07:59:00', '2024-05-19 00:00:00'],
    ['from 08:00 in China (UTC midnight)', '2024-05-18 08:00:00', '2024-05-19 00:00:00'],
    ['the last day of February in a leap year', '2024-02-28 12:00:00', '2024-02-29 00:00:00'],
    ['the last day of a year', '2024-12-31 18:00:00', '2025-01-01 00:00:00'],
  ])('%s', (_, from, end) => {
    expect(endOfChinaDay(parseChinaTime(from)!)).toBe(parseChinaTime(end));
  });

  it('a day is over at its end: one millisecond before is still in it', () => {
    const end = endOfChinaDay(parseChinaTime('2024-05-18')!);
    expect(formatChinaTime(end - 1)).toBe('2024-05-18 23:59:59');
    expect(formatChinaTime(end)).toBe('2024-05-19 00:00:00');
    expect(endOfChinaDay(end)).toBe(end + 24 * 3_600_000);
  });
});
