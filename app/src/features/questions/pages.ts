import type { FeaturePages } from '../../config/pages';

/** The invited-questions page: browser only (it is the signed-in expert's own). */
export const questionPages: FeaturePages = {
  questions: { page: () => import('./routes/questions').then((m) => ({ Component: m.QuestionsPage })), clientOnly: true },
};
