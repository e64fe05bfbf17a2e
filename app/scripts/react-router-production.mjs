import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Aliases to React Router's production build, for a browser bundle. The package resolves to its
 * development build whatever the mode (remix-run/react-router#12532): the same code with the
 * developer warnings on, kept by the minifier (`ENABLE_DEV_WARNINGS = true`). The two builds differ
 * in that flag alone. Used by the site's browser build (vite.config.ts) and by the stack floor of
 * the scripts bench (bench/stack-floor.mjs), so that both measure the same React Router.
 * @returns {{ find: RegExp; replacement: string }[]}
 */
export function reactRouterProduction() {
  const dist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
  return [
    { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
  ];
}
