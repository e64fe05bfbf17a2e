import type { components } from '@hangjia/sdk';

export type AwardEvent = components['schemas']['Event'];

const BEIJING_OFFSET = 8 * 3600_000;

/** The first moment after the `yyyy-MM-dd` day in Beijing (the contract's x-decision on signExpiredDate). */
export function endOfBeijingDay(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d + 1) - BEIJING_OFFSET;
}

/** 奖项申报中: done 1 and the end of the signExpiredDate day (Beijing) has not passed. */
export function isApplying(event: Pick<AwardEvent, 'done' | 'signExpiredDate'>, now: Date): boolean {
  if (event.done !== 1) return false;
  return !event.signExpiredDate || now.getTime() < endOfBeijingDay(event.signExpiredDate);
}

const byDate = (a: AwardEvent, b: AwardEvent) => (a.eventDate < b.eventDate ? -1 : a.eventDate > b.eventDate ? 1 : 0);

/** 即将举行 (done 1, soonest first) and 往届回顾 (the rest, newest first). */
export function splitAwardEvents(events: readonly AwardEvent[]): { upcoming: AwardEvent[]; past: AwardEvent[] } {
  return {
    upcoming: events.filter((e) => e.done === 1).sort(byDate),
    past: events.filter((e) => e.done !== 1).sort((a, b) => byDate(b, a)),
  };
}
