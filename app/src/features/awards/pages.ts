import { featurePages } from '../../config/pages';

/** The award pages 2021–2024 and /jgj. */
export const awardPages = featurePages(() => import('./routes'), {
  led2021: { page: 'Led2021Page', loader: 'awardPageLoader' },
  led2022: { page: 'Led2022Page', loader: 'awardPageLoader' },
  led2023: { page: 'Led2023Page', loader: 'awardPageLoader' },
  led2024: { page: 'Led2024Page', loader: 'awardPageLoader' },
  jgj: { page: 'JgjPage', loader: 'jgjLoader' },
});
