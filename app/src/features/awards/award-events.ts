import { endOfChinaDay, parseChinaTime, type components } from '@hangjia/sdk';

export type AwardEvent = components['schemas']['Event'];

/**
 * 奖项申报中: done 1 and the end of the signExpiredDate day in China time has not passed (the
 * contract's x-decision on signExpiredDate); a date that cannot be read is not applying.
 */
export function isApplying(event: Pick<AwardEvent, 'done' | 'signExpiredDate'>, now: Date): boolean {
  if (event.done !== 1) return false;
  if (!event.signExpiredDate) return true;
  const day = parseChinaTime(event.signExpiredDate);
  return day !== undefined && now.getTime() < endOfChinaDay(day);
}

const byDate = (a: AwardEvent, b: AwardEvent) => (a.eventDate < b.eventDate ? -1 : a.eventDate > b.eventDate ? 1 : 0);

/** 即将举行 (done 1, soonest first) and 往届回顾 (the rest, newest first). */
export function splitAwardEvents(events: readonly AwardEvent[]): { upcoming: AwardEvent[]; past: AwardEvent[] } {
  return {
    upcoming: events.filter((e) => e.done === 1).sort(byDate),
    past: events.filter((e) => e.done !== 1).sort((a, b) => byDate(b, a)),
  };
}
