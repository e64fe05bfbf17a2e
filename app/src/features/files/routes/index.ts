// The feature's route modules behind one import (pages.ts names each route's page and loader).
export { FilePage } from './file';
export { FilesPage } from './files';
export { fileLoader, filesLoader } from './files.loader';
