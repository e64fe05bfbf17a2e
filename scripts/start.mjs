// `npm start`: builds the contract and the site, starts the mock API (127.0.0.1:4010) and serves
// the production build (127.0.0.1:5173). `npm run dev` (--dev) serves the site with Vite instead.
// Ctrl-C stops both.
import { join } from 'node:path';
import { appDir, distDir, ensureAppBuild, ensureContract } from '../app/scripts/build.mjs';
import { serveStatic } from '../app/scripts/serve.mjs';
import { apiPathPattern, startMockServer } from '../mock-server/src/server.mjs';

const dev = process.argv.includes('--dev');
const host = '127.0.0.1';
const mockPort = Number(process.env.MOCK_PORT ?? 4010);
const sitePort = Number(process.env.PORT ?? 5173);

function explain(error, what, port) {
  if (error?.code === 'EADDRINUSE') console.error(`Port ${port} is in use: stop whatever serves it, then run this again (${what}).`);
  else console.error(error);
  process.exit(1);
}

ensureContract({ force: true });
if (!dev) ensureAppBuild({ force: true });

const mock = await startMockServer({ port: mockPort, host, quiet: !process.env.MOCK_VERBOSE }).catch((e) => explain(e, 'mock', mockPort));
let site;
try {
  if (dev) {
    const { createServer } = await import('vite');
    const server = await createServer({
      root: appDir,
      configFile: join(appDir, 'vite.config.ts'),
      server: { host, port: sitePort, strictPort: true, proxy: { [apiPathPattern()]: mock.url } },
    });
    await server.listen();
    site = { url: `http://${host}:${sitePort}`, close: () => server.close() };
  } else {
    site = await serveStatic({ dir: distDir, port: sitePort, host, proxy: { target: mock.url, pattern: apiPathPattern() } });
  }
} catch (error) {
  await mock.close();
  explain(error, 'site', sitePort);
}

console.log('');
console.log(`  行家说 site (${dev ? 'Vite dev server' : 'production build'}):  ${site.url}/`);
console.log(`  Mock API (Prism over openapi/dist/openapi.yaml):  ${mock.url}/  (the site forwards the API's paths to it)`);
console.log('');
console.log('  Ctrl-C stops both.');

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled([site.close(), mock.close()]);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
