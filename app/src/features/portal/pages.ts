import { featurePages, lazyLoader, type FeaturePages } from '../../config/pages';
import { HomePage } from './routes/home';

/** The portal's home, news and content pages. */
export const portalPages: FeaturePages = {
  // home's page is part of the entry: the page most visits start on, whose parts every page uses
  home: {
    page: () => Promise.resolve({ Component: HomePage }),
    loader: lazyLoader(() => import('./routes/home.loader'), (m) => m.homeLoader),
  },
  ...featurePages(() => import('./routes'), {
    news: { page: 'NewsPage', loader: 'newsLoader' },
    discerns: { page: 'DiscernsPage', loader: 'discernsLoader' },
    discern: { page: 'DiscernPage', loader: 'discernLoader' },
    specials: { page: 'SpecialsPage', loader: 'specialsLoader' },
    special: { page: 'SpecialPage', loader: 'specialLoader' },
    tushuo: { page: 'TushuoPage', loader: 'specialLoader' },
    topic: { page: 'TopicPage', loader: 'topicLoader' },
  }),
};
