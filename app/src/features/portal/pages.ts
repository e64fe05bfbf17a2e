import { lazyLoader, type FeaturePages } from '../../config/pages';

const content = () => import('./routes/content.loaders');

/** The portal's home, news and content pages. */
export const portalPages: FeaturePages = {
  home: {
    page: () => import('./routes/home').then((m) => ({ Component: m.HomePage })),
    loader: lazyLoader(() => import('./routes/home.loader'), (m) => m.homeLoader),
  },
  news: {
    page: () => import('./routes/news').then((m) => ({ Component: m.NewsPage })),
    loader: lazyLoader(() => import('./routes/news.loader'), (m) => m.newsLoader),
  },
  discerns: {
    page: () => import('./routes/discerns').then((m) => ({ Component: m.DiscernsPage })),
    loader: lazyLoader(content, (m) => m.discernsLoader),
  },
  discern: {
    page: () => import('./routes/discern').then((m) => ({ Component: m.DiscernPage })),
    loader: lazyLoader(content, (m) => m.discernLoader),
  },
  specials: {
    page: () => import('./routes/specials').then((m) => ({ Component: m.SpecialsPage })),
    loader: lazyLoader(content, (m) => m.specialsLoader),
  },
  special: {
    page: () => import('./routes/special').then((m) => ({ Component: m.SpecialPage })),
    loader: lazyLoader(content, (m) => m.specialLoader),
  },
  tushuo: {
    page: () => import('./routes/tushuo').then((m) => ({ Component: m.TushuoPage })),
    loader: lazyLoader(content, (m) => m.specialLoader),
  },
  topic: {
    page: () => import('./routes/topic').then((m) => ({ Component: m.TopicPage })),
    loader: lazyLoader(content, (m) => m.topicLoader),
  },
};
