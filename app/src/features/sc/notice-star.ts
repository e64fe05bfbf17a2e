/** The star scale of company notices (spec § 9: 0 to 5). */
export const STAR_MAX = 5;

export interface NoticeStar {
  /** Whole stars to show, 0 to 5. */
  stars: number;
  /** Set when the value sent was outside the scale or not a number, saying what was shown instead. */
  note?: string;
}

/**
 * The stars of a notice. '-' counts as 0 (spec § 4). Anything else out of the scale is clamped
 * to 0–5 and noted: a number above 5 shows 5, below 0 shows 0, a fraction is rounded, and a
 * missing or non-numeric value shows 0.
 */
export function noticeStar(raw: unknown): NoticeStar {
  if (raw === '-') return { stars: 0 };
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  if (!Number.isFinite(value)) return { stars: 0, note: `星级“${String(raw ?? '')}”无效，按 0 星显示` };
  const stars = Math.min(STAR_MAX, Math.max(0, Math.round(value)));
  if (stars !== value) return { stars, note: `星级 ${value} 超出 0–${STAR_MAX}，按 ${stars} 星显示` };
  return { stars };
}
