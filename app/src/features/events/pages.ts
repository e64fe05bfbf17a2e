import { lazyLoader, type FeaturePages } from '../../config/pages';

const loaders = () => import('./routes/events.loaders');

/** The events area (/ev/*) and the events-area news list. */
export const eventPages: FeaturePages = {
  events: { page: () => import('./routes/list').then((m) => ({ Component: m.EventListPage })), loader: lazyLoader(loaders, (m) => m.listLoader) },
  eventSpeakers: { page: () => import('./routes/speakers').then((m) => ({ Component: m.SpeakersPage })), loader: lazyLoader(loaders, (m) => m.speakersLoader) },
  eventAlbum: { page: () => import('./routes/album').then((m) => ({ Component: m.AlbumPage })), loader: lazyLoader(loaders, (m) => m.albumLoader) },
  eventLogo: { page: () => import('./routes/logo').then((m) => ({ Component: m.LogoPage })), loader: lazyLoader(loaders, (m) => m.logoLoader) },
  eventNews: { page: () => import('./routes/news').then((m) => ({ Component: m.EventNewsPage })), loader: lazyLoader(loaders, (m) => m.newsLoader) },
};
