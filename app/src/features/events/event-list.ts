import type { components } from '@hangjia/sdk';

export type EventItem = components['schemas']['Event'];

/** The semi forum appended to the display list (the contract's x-decision on listSemiEvents). */
export function semiEventToAppend(semi: readonly EventItem[]): EventItem | undefined {
  return semi.find((event) => event.name.includes('第三代半导体'));
}

/** The display events with the one semi event appended once. */
export function withSemiEvent(display: readonly EventItem[], semi: readonly EventItem[]): EventItem[] {
  const extra = semiEventToAppend(semi);
  return extra && !display.some((event) => event.id === extra.id) ? [...display, extra] : [...display];
}

const byDate = (a: EventItem, b: EventItem) => (a.eventDate < b.eventDate ? -1 : a.eventDate > b.eventDate ? 1 : 0);

/** /ev/list: done 1 → the newest list (报名中), eventDate ascending; the rest 往期回顾, descending. */
export function splitEvents(events: readonly EventItem[]): { newest: EventItem[]; past: EventItem[] } {
  return {
    newest: events.filter((event) => event.done === 1).sort(byDate),
    past: events.filter((event) => event.done !== 1).sort((a, b) => byDate(b, a)),
  };
}
