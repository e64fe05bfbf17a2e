import { filesQueries } from '@hangjia/sdk/react';
import type { SessionStore } from '@hangjia/sdk';
import { api, session } from '../../lib/api';
import { config } from '../../lib/config';

/** The query options of the file pages, shared by loaders and components. */
export const fileData = {
  groups: () => filesQueries.listEventFileGroups(api, { industry: config.industry }),
  eventId: (id: number) => filesQueries.getFileEventId(api, { id }),
  detail: (id: number) => {
    const user = session.getUser();
    return filesQueries.getFileDetail(api, user ? { id, userId: user.id } : { id });
  },
  eventFile: (token: string, fileId: number) => filesQueries.getEventFile(api, { token, fileId }),
};

export type FileAccess = { kind: 'token'; token: string } | { kind: 'login' } | { kind: 'pending' };

/**
 * Whether a file's preview can be asked for: the file token stored for its event (one per event),
 * or the login dialog when there is none. `pending` while the event is not known yet.
 */
export function fileAccess(eventId: number | string | null | undefined, store: Pick<SessionStore, 'getFileToken'>): FileAccess {
  if (eventId === null || eventId === undefined) return { kind: 'pending' };
  const token = store.getFileToken(eventId);
  return token ? { kind: 'token', token } : { kind: 'login' };
}
