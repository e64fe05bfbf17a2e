// Where the build puts what the server serves: read by the build (app/scripts/build.mjs) and by
// the server alike.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const rootDir = join(appDir, '..');
/** The browser's files (served as they are). */
export const distDir = join(appDir, 'dist', 'client');
/** The built page template (the renderer's, never served as it is). */
export const templateFile = join(distDir, 'index.html');
/** The server rendering bundle (src/entry-server.tsx). */
export const serverEntry = join(appDir, 'dist', 'server', 'entry-server.js');
