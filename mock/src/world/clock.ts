// The sample backend's clock: every reading of the time that it writes or compares. Dates it
// writes have the samples' lists' format, in China time (the SDK's one clock); tokens expire by it.
import { formatChinaTime } from '@hangjia/sdk';

/** Now in China time as the lists write it, a second back so a list asked this second shows it. */
export function nowDateTime(): string {
  return formatChinaTime(Date.now() - 1000);
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
