import { featurePages } from '../../config/pages';

/** The events area (/ev/*) and the events-area news list. */
export const eventPages = featurePages(() => import('./routes'), {
  events: { page: 'EventListPage', loader: 'listLoader' },
  eventSpeakers: { page: 'SpeakersPage', loader: 'speakersLoader' },
  eventAlbum: { page: 'AlbumPage', loader: 'albumLoader' },
  eventLogo: { page: 'LogoPage', loader: 'logoLoader' },
  eventNews: { page: 'EventNewsPage', loader: 'newsLoader' },
});
