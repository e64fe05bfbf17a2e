import { join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, loadEnv, type Plugin } from 'vite';
import { codeSplitting } from './chunks.ts';
import { qrImages } from './qr-images.ts';
import { routeAreas } from './route-areas.ts';
import { reactRouterProduction } from './scripts/react-router-production.mjs';
import { footerCodes } from './src/components/layout/footer-codes.ts';

/**
 * Opens the connection to the API (and its images) while the scripts download: only when the
 * build is configured with an API on another origin (`VITE_API_BASE_URL`). By default the site
 * calls its own origin, and the build names no other address.
 */
function preconnectApi(apiBaseUrl: string): Plugin {
  const origin = new URL(apiBaseUrl).origin;
  return {
    name: 'hangjia-preconnect-api',
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'preconnect', href: origin, crossorigin: '' }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'preconnect', href: origin }, injectTo: 'head' },
    ],
  };
}

// Workspace packages resolve to their TypeScript sources (`source` export condition): no build step.
// `vite build` makes the browser's bundle (dist/client); `vite build --ssr src/entry-server.tsx` the
// server's (dist/server), with the workspace packages inside it and the rest from node_modules.
export default defineConfig(({ command, mode, isSsrBuild }) => {
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  return {
    plugins: [react(), vanillaExtractPlugin(), ...(env.VITE_API_BASE_URL ? [preconnectApi(env.VITE_API_BASE_URL)] : []), qrImages(footerCodes), routeAreas(join(import.meta.dirname, 'src/features'))],
    resolve: {
      conditions: ['source', ...defaultClientConditions],
      // The browser's bundle takes React Router's production build; the dev server and the server's
      // bundle (React Router from node_modules) keep the package's own.
      alias: command === 'build' && !isSsrBuild ? reactRouterProduction() : [],
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: 5173, strictPort: true },
    ssr: {
      noExternal: [/^@hangjia\//],
      resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['node'] },
    },
    build: isSsrBuild
      ? { outDir: 'dist/server', target: 'node20', sourcemap: false, emptyOutDir: true }
      : // One stylesheet: a server-rendered page needs the styles of its route before its scripts run.
        {
          outDir: 'dist/client',
          manifest: true,
          target: 'es2022',
          sourcemap: false,
          emptyOutDir: true,
          cssCodeSplit: false,
          // Browsers that run the site preload modules themselves: no polyfill in the entry.
          modulePreload: { polyfill: false },
          rolldownOptions: { output: { codeSplitting } },
        },
  };
});
