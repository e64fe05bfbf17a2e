import { lazyLoader, type FeaturePages } from '../../config/pages';

const loaders = () => import('./routes/files.loader');

/** Event speaker files. */
export const filePages: FeaturePages = {
  files: { page: () => import('./routes/files').then((m) => ({ Component: m.FilesPage })), loader: lazyLoader(loaders, (m) => m.filesLoader) },
  file: { page: () => import('./routes/file').then((m) => ({ Component: m.FilePage })), loader: lazyLoader(loaders, (m) => m.fileLoader) },
};
