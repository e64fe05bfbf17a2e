import { featurePages } from '../../config/pages';

/** Research videos and the supply-chain comparison tables. */
export const researchPages = featurePages(() => import('./routes'), {
  canyan: { page: 'CanyanPage', loader: 'canyanLoader' },
  gyl: { page: 'SupplyTablesPage', loader: 'supplyTablesLoader' },
});
