import type { LoaderFunctionArgs } from 'react-router-dom';
import { prefetch } from '../../../lib/prefetch';
import { requireId } from '../../../lib/route-id';
import { researchData } from '../research-queries';

/** /canyan/{id}: the research video (partner open API). */
export async function canyanLoader({ params }: LoaderFunctionArgs) {
  await prefetch(researchData.video(requireId(params)));
  return null;
}

/** /gyl/{id}: the supply-chain comparison tables of community `id` (partner open API). */
export async function supplyTablesLoader({ params }: LoaderFunctionArgs) {
  await prefetch(researchData.tables(requireId(params)));
  return null;
}
