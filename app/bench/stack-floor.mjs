// The least a page of the site can download: the stack alone (React, React DOM, the data router,
// React Query, openapi-fetch) built as the site's bundle is (vite, es2022, its minifier), in gzip -9
// bytes. The scripts bench prints it under the home page's figure, so what the site's own code
// adds on top reads at a glance. `node app/bench/stack-floor.mjs` prints it alone.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { reactRouterProduction } from '../scripts/react-router-production.mjs';

export async function stackFloorBytes() {
  const outDir = join(tmpdir(), `hangjia-stack-floor-${process.pid}`);
  try {
    await build({
      root: join(import.meta.dirname, 'stack-floor'),
      configFile: false,
      logLevel: 'silent',
      plugins: [react()],
      resolve: { alias: reactRouterProduction() },
      build: { outDir, emptyOutDir: true, target: 'es2022', modulePreload: { polyfill: false } },
    });
    const assets = join(outDir, 'assets');
    return readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length, 0);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`the stack alone: ${((await stackFloorBytes()) / 1024).toFixed(1)} KB gzip`);
}
