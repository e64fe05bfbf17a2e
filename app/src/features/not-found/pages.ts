import type { FeaturePages } from '../../config/pages';

export const notFoundPages: FeaturePages = {
  notFound: { page: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundPage })) },
};
