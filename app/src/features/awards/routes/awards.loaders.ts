import type { LoaderFunctionArgs } from 'react-router-dom';
import { prefetch } from '../../../lib/prefetch';
import { scopeOf } from '../../../lib/scope';
import { awardDataOf } from '../award-queries';

/** Every award page reads one call: its year's (and earlier years') lists, pictures and contacts. */
export async function awardPageLoader({ context }: LoaderFunctionArgs) {
  const { queryClient, api } = scopeOf(context);
  const awardData = awardDataOf(api);
  await prefetch(queryClient, awardData.pages());
  return null;
}

export async function jgjLoader({ context }: LoaderFunctionArgs) {
  const { queryClient, api } = scopeOf(context);
  const awardData = awardDataOf(api);
  await prefetch(queryClient, awardData.events(), awardData.pages());
  return null;
}
