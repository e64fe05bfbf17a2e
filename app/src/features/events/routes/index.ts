// The feature's route modules behind one import (pages.ts names each route's page and loader).
export { AlbumPage } from './album';
export { albumLoader, listLoader, logoLoader, newsLoader, speakersLoader } from './events.loaders';
export { EventListPage } from './list';
export { LogoPage } from './logo';
export { EventNewsPage } from './news';
export { SpeakersPage } from './speakers';
