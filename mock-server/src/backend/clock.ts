// The sample backend's clock for what it writes: the same date-time format as the samples' lists.

/** Now in Beijing time as the lists write it, a second back so a list asked this second shows it. */
export function nowDateTime(): string {
  const d = new Date(Date.now() + 8 * 3600_000 - 1000);
  return d.toISOString().slice(0, 19).replace('T', ' ');
}
