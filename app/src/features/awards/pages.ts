import { lazyLoader, type FeaturePages } from '../../config/pages';

const loaders = () => import('./routes/awards.loaders');

/** The award pages 2021–2024 and /jgj. */
export const awardPages: FeaturePages = {
  led2021: { page: () => import('./routes/led2021').then((m) => ({ Component: m.Led2021Page })), loader: lazyLoader(loaders, (m) => m.awardPageLoader) },
  led2022: { page: () => import('./routes/led2022').then((m) => ({ Component: m.Led2022Page })), loader: lazyLoader(loaders, (m) => m.awardPageLoader) },
  led2023: { page: () => import('./routes/led2023').then((m) => ({ Component: m.Led2023Page })), loader: lazyLoader(loaders, (m) => m.awardPageLoader) },
  led2024: { page: () => import('./routes/led2024').then((m) => ({ Component: m.Led2024Page })), loader: lazyLoader(loaders, (m) => m.awardPageLoader) },
  jgj: { page: () => import('./routes/jgj').then((m) => ({ Component: m.JgjPage })), loader: lazyLoader(loaders, (m) => m.jgjLoader) },
};
