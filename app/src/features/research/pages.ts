import { lazyLoader, type FeaturePages } from '../../config/pages';

const loaders = () => import('./routes/research.loader');

/** Research videos and the supply-chain comparison tables. */
export const researchPages: FeaturePages = {
  canyan: { page: () => import('./routes/canyan').then((m) => ({ Component: m.CanyanPage })), loader: lazyLoader(loaders, (m) => m.canyanLoader) },
  gyl: {
    page: () => import('./routes/supply-tables').then((m) => ({ Component: m.SupplyTablesPage })),
    loader: lazyLoader(loaders, (m) => m.supplyTablesLoader),
  },
};
