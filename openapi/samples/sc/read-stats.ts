/** Reads average: total reads over the articles read at least once, rounded down; 0 when none. */
export const readStats = (nums: number[]) => {
  const total = nums.reduce((a, b) => a + b, 0);
  const read = nums.filter((n) => n > 0).length;
  return { total, avg: read > 0 ? Math.floor(total / read) : 0 };
};
