/** Where a search for `raw` goes: `/search?q=…` (trimmed, encoded), or `null` for blank input. */
export function searchTarget(raw: string, build: (q: string) => string): string | null {
  const q = raw.trim();
  return q ? build(q) : null;
}
