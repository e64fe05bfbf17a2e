import type { LoaderFunctionArgs } from 'react-router-dom';
import { queryClient, session } from '../../../lib/api';
import { prefetch } from '../../../lib/prefetch';
import { requireId } from '../../../lib/route-id';
import { fileAccess, fileData } from '../file-queries';

/** /files: the speaker files grouped by event. */
export async function filesLoader() {
  await prefetch(fileData.groups());
  return null;
}

/** /file/{id}: the file and its event together; the preview follows when a token is stored for the event. */
export async function fileLoader({ params }: LoaderFunctionArgs) {
  const id = requireId(params);
  const preview = queryClient.ensureQueryData(fileData.eventId(id)).then((event) => {
    const access = fileAccess(event?.eventid, session);
    return access.kind === 'token' ? queryClient.ensureQueryData(fileData.eventFile(access.token, id)) : null;
  });
  await prefetch(fileData.detail(id), preview);
  return null;
}
