import type { LoaderFunctionArgs } from 'react-router-dom';
import { prefetch } from '../../../lib/prefetch';
import { scopeOf } from '../../../lib/scope';
import { requireId } from '../../../lib/route-id';
import { fileAccess, fileDataOf } from '../file-queries';

/** /files: the speaker files grouped by event. */
export async function filesLoader({ context }: LoaderFunctionArgs) {
  const { queryClient, api } = scopeOf(context);
  const fileData = fileDataOf(api);
  await prefetch(queryClient, fileData.groups());
  return null;
}

/** /file/{id}: the file and its event together; the preview follows when a token is stored for the event. */
export async function fileLoader({ params, context }: LoaderFunctionArgs) {
  const { queryClient, api, session } = scopeOf(context);
  const fileData = fileDataOf(api);
  const id = requireId(params);
  const preview = queryClient.ensureQueryData(fileData.eventId(id)).then((event) => {
    const access = fileAccess(event?.eventid, session);
    return access.kind === 'token' ? queryClient.ensureQueryData(fileData.eventFile(access.token, id)) : null;
  });
  await prefetch(queryClient, fileData.detail(id, session.getUser()), preview);
  return null;
}
