import { featurePages, lazyLoader, type FeaturePages } from '../../config/pages';

/** The portal's home, news and content pages. */
export const portalPages: FeaturePages = {
  // home's page is a file of its own (the home page loads no other page's code)
  home: {
    page: () => import('./routes/home').then((m) => ({ Component: m.HomePage })),
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
