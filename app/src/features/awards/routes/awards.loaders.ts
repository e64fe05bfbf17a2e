import { prefetch } from '../../../lib/prefetch';
import { awardData } from '../award-queries';

/** Every award page reads one call: its year's (and earlier years') lists, pictures and contacts. */
export async function awardPageLoader() {
  await prefetch(awardData.pages());
  return null;
}

export async function jgjLoader() {
  await prefetch(awardData.events(), awardData.pages());
  return null;
}
