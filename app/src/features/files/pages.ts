import { featurePages } from '../../config/pages';

/** Event speaker files. */
export const filePages = featurePages(() => import('./routes'), {
  files: { page: 'FilesPage', loader: 'filesLoader' },
  file: { page: 'FilePage', loader: 'fileLoader' },
});
