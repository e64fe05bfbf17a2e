import type { LoaderFunctionArgs } from 'react-router-dom';
import { prefetch } from '../../../lib/scope/prefetch';
import { scopeOf } from '../../../lib/scope/scope';
import { requireId } from '../../../lib/scope/route-id';
import { researchQueriesOf } from '../research-queries';

/** /canyan/{id}: the research video (partner open API). */
export async function canyanLoader({ params, context }: LoaderFunctionArgs) {
  const { queryClient, api } = scopeOf(context);
  const researchQueries = researchQueriesOf(api);
  await prefetch(queryClient, researchQueries.video(requireId(params)));
  return null;
}

/** /gyl/{id}: the supply-chain comparison tables of community `id` (partner open API). */
export async function supplyTablesLoader({ params, context }: LoaderFunctionArgs) {
  const { queryClient, api } = scopeOf(context);
  const researchQueries = researchQueriesOf(api);
  await prefetch(queryClient, researchQueries.tables(requireId(params)));
  return null;
}
