// The handlers of every tag, each from the module named after its tag.
import { adsHandlers } from './ads.ts';
import { authHandlers } from './auth.ts';
import { awardsHandlers } from './awards.ts';
import { crmHandlers } from './crm.ts';
import { eventsHandlers } from './events.ts';
import { filesHandlers } from './files.ts';
import { portalHandlers } from './portal.ts';
import { questionsHandlers } from './questions.ts';
import { scHandlers } from './sc.ts';
import { searchHandlers } from './search.ts';
import type { Handlers } from './types.ts';

export const allHandlers: Handlers = {
  ...portalHandlers,
  ...eventsHandlers,
  ...searchHandlers,
  ...authHandlers,
  ...filesHandlers,
  ...questionsHandlers,
  ...scHandlers,
  ...crmHandlers,
  ...adsHandlers,
  ...awardsHandlers,
};
