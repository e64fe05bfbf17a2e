// The sample backend's clock: every reading of the time that it writes or compares. Dates it
// writes have the samples' lists' format; tokens expire by it.

/** Now in Beijing time as the lists write it, a second back so a list asked this second shows it. */
export function nowDateTime(): string {
  const d = new Date(Date.now() + 8 * 3600_000 - 1000);
  return d.toISOString().slice(0, 19).replace('T', ' ');
}

/** Now as an ISO instant: when a form was received. */
export function nowIso(): string {
  return new Date().toISOString();
}

/** The instant (epoch ms) `ms` from now: a token's expiry. */
export function expiresIn(ms: number): number {
  return Date.now() + ms;
}

/** Whether the instant `at` (epoch ms) has come. */
export function hasPassed(at: number): boolean {
  return at <= Date.now();
}
