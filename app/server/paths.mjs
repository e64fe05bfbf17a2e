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
/** The production server (`npm run serve`). */
export const serverScript = join(appDir, 'scripts', 'server.mjs');
/**
 * Node's options for the production server. The engine's helper threads (garbage collection,
 * compilation) serve every thread of a process at the process's priority: with them, half of a
 * render's processor time ran at normal priority beside the answers of kept pages. With
 * `--single-threaded` each thread does its own, so a render's all runs at the render thread's
 * (render-thread.mjs).
 */
export const serverNodeOptions = ['--single-threaded'];
/** The arguments of `node` that start the production server. */
export const serverArgs = [...serverNodeOptions, serverScript];
