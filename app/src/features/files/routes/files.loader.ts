import type { LoaderFunctionArgs } from 'react-router-dom';
import { prefetch } from '../../../lib/scope/prefetch';
import { scopeOf } from '../../../lib/scope/scope';
import { requireId } from '../../../lib/scope/route-id';
import { fileAccess, fileQueriesOf } from '../file-queries';

/** /files: the speaker files grouped by event. */
export async function filesLoader({ context }: LoaderFunctionArgs) {
  const { queryClient, api } = scopeOf(context);
  const fileQueries = fileQueriesOf(api);
  await prefetch(queryClient, fileQueries.groups());
  return null;
}

/** /file/{id}: the file and its event together; the preview follows when a token is stored for the event. */
export async function fileLoader({ params, context }: LoaderFunctionArgs) {
  const { queryClient, api, session } = scopeOf(context);
  const fileQueries = fileQueriesOf(api);
  const id = requireId(params);
  const preview = queryClient.ensureQueryData(fileQueries.eventId(id)).then((event) => {
    const access = fileAccess(event?.eventid, session);
    return access.kind === 'token' ? queryClient.ensureQueryData(fileQueries.eventFile(access.token, id)) : null;
  });
  await prefetch(queryClient, fileQueries.detail(id, session.getUser()), preview);
  return null;
}
