import type { FeaturePages } from '../../config/pages';

/** The login return (/blank): browser only, it reads the code and state the third party sent. */
export const authPages: FeaturePages = {
  blank: { page: () => import('./routes/blank').then((m) => ({ Component: m.BlankPage })), clientOnly: true },
};
