// China time: UTC+8 all year (Asia/Shanghai, Beijing time, no daylight saving), the calendar of
// every date the contract carries (`yyyy-MM-dd HH:mm:ss`, `yyyy-MM-dd`). The one home of that clock.

// Written out (8 h, 24 h): a product would stay in every bundle that imports the SDK, used or not.
const OFFSET_MS = 28_800_000;
const DAY_MS = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant (epoch ms) written in China time: `yyyy-MM-dd HH:mm:ss`, or `yyyy-MM-dd` with `'date'`. */
export function formatChinaTime(epochMs: number, format: 'datetime' | 'date' = 'datetime'): string {
  const t = new Date(epochMs + OFFSET_MS);
  const date = `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
  if (format === 'date') return date;
  return `${date} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`;
}

const chinaTimeText = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * The instant (epoch ms) of a China-time text: `yyyy-MM-dd`, `yyyy-MM-dd HH:mm` or
 * `yyyy-MM-dd HH:mm:ss` (a `T` may stand for the space); a date alone is its midnight.
 * `undefined` for any other text. Fields past their range carry over as in `Date.UTC`
 * (`2024-02-30` is 1 March), as `Date.parse` does.
 */
export function parseChinaTime(text: string): number | undefined {
  const m = chinaTimeText.exec(text);
  if (!m) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  return Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +s) - OFFSET_MS;
}

/** The first instant after the China-time day of `epochMs` (its next midnight in China), epoch ms. */
export function endOfChinaDay(epochMs: number): number {
  return (Math.floor((epochMs + OFFSET_MS) / DAY_MS) + 1) * DAY_MS - OFFSET_MS;
}

/**
 * A moment written in Asia/Shanghai time: `yyyy-MM-dd HH:mm:ss`, or `yyyy-MM-dd` with `'date'`.
 * @deprecated The same function as `formatChinaTime`; use that.
 */
export const formatShanghaiTime: (epochMs: number, format?: 'datetime' | 'date') => string = formatChinaTime;
