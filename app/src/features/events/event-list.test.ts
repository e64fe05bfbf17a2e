import { describe, expect, test } from 'vitest';
import { splitEvents, withSemiEvent, type EventItem } from './event-list';

const event = (id: number, done: 0 | 1, eventDate: string, name = `活动${id}`): EventItem => ({
  id,
  name,
  done,
  eventDate,
  logo: `http://127.0.0.1:4010/assets/e${id}.svg`,
  shareUrl: `https://events.example.com/e/${id}`,
});

describe('the events list of /ev/list', () => {
  test('done 1 forms the newest list, eventDate ascending; the rest the past list, descending', () => {
    const { newest, past } = splitEvents([
      event(1, 1, '2025-06-01'),
      event(2, 0, '2023-04-20'),
      event(3, 1, '2025-03-11'),
      event(4, 0, '2024-05-21'),
      event(5, 0, '2022-09-01'),
    ]);
    expect(newest.map((e) => e.id)).toEqual([3, 1]);
    expect(past.map((e) => e.id)).toEqual([4, 2, 5]);
  });

  test('the semi forum is appended to the display list once', () => {
    const display = [event(1, 1, '2025-06-01')];
    const semi = [event(7, 0, '2024-01-01', '2024 UV LED沙龙'), event(8, 1, '2025-05-01', '2025第三代半导体产业高峰论坛')];
    expect(withSemiEvent(display, semi).map((e) => e.id)).toEqual([1, 8]);
    expect(withSemiEvent([...display, semi[1]!], semi).map((e) => e.id)).toEqual([1, 8]);
    expect(withSemiEvent(display, []).map((e) => e.id)).toEqual([1]);
  });
});
