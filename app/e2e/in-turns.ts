/** Runs `run(0)` … `run(count - 1)`, `width` at a time; resolves to their results in order. */
export async function inTurns<T>(count: number, width: number, run: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, count) }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await run(i);
      }
    }),
  );
  return results;
}
