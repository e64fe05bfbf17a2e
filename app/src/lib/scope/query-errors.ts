/**
 * For a read's `throwOnError`: a read that failed with nothing to show goes to the nearest error
 * boundary (the section's `SectionBoundary`, else the route's error page), which offers 重试. A
 * read that already shows data keeps it: a list whose next page fails resets its 加载更多 button
 * silently, as the specification says. On the server nothing is thrown (the browser retries).
 */
export function failedWithoutData(_error: unknown, query: { state: { data: unknown } }): boolean {
  return typeof window !== 'undefined' && query.state.data === undefined;
}
