export interface HighlightChunk {
  text: string;
  match: boolean;
}

/** Keywords from a search text: split on any whitespace, empties dropped, repeats (any case) once, longest first. */
export function splitKeywords(keywords: string | readonly string[]): string[] {
  const words = (typeof keywords === 'string' ? [keywords] : keywords).flatMap((k) => k.split(/\s+/)).filter(Boolean);
  const seen = new Set<string>();
  const unique = words.filter((word) => {
    const key = word.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique.sort((a, b) => b.length - a.length);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Splits `text` into plain and matching chunks, matching keywords without regard to case. */
export function getHighlightChunks(text: string, keywords: string | readonly string[]): HighlightChunk[] {
  const words = splitKeywords(keywords);
  if (words.length === 0 || text === '') return text === '' ? [] : [{ text, match: false }];
  const pattern = new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'gi');
  // With one capture group, split puts the matches at the odd positions.
  return text
    .split(pattern)
    .map((part, i) => ({ text: part, match: i % 2 === 1 }))
    .filter((chunk) => chunk.text !== '');
}
