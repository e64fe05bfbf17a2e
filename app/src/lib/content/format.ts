/** `yyyy-MM-dd HH:mm` of a contract date-time (`yyyy-MM-dd HH:mm:ss`); other strings unchanged. */
export function shortDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(value);
  return m ? `${m[1]} ${m[2]}` : value;
}

/** `yyyy-MM-dd` of a contract date or date-time. */
export function dateOnly(value: string | null | undefined): string {
  if (!value) return '';
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(value);
  return m ? m[1]! : value;
}

/** 15340 → '15340'; 123456 → '12.3万'. */
export function readCount(n: number | null | undefined): string {
  const v = Number(n ?? 0);
  if (v >= 10_000) return `${(v / 10_000).toFixed(1).replace(/\.0$/, '')}万`;
  return String(v);
}

/** The URL of a path of this site, for sharing (QR codes). */
export function shareUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}
