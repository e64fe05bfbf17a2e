// The feature's route modules behind one import (pages.ts names each route's page and loader).
export { GroupPage } from './group';
export { groupLoader, userLoader } from './profiles.loader';
export { UserPage } from './user';
