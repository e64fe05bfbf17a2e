// `npm start`: builds the contract and the site, starts the mock API (127.0.0.1:4010) and serves
// the production build with server rendering (127.0.0.1:5173). `npm run dev` (--dev) serves the
// site with Vite instead (hot reload, rendered in the browser).
// Ctrl-C stops both; so does the end of any of their processes, or of this one's parent.
import '@hangjia/mock-server/process-guard';
import { join } from 'node:path';
import { appDir, ensureAppBuild, ensureContract } from '../app/scripts/build.mjs';
import { configFromEnv } from '../app/server/config.mjs';
import { serveSite } from '../app/server/site.mjs';
import { apiPathPattern, startMockServer } from '@hangjia/mock-server';

const dev = process.argv.includes('--dev');
const host = '127.0.0.1';
const mockPort = Number(process.env.MOCK_PORT ?? 4010);
const sitePort = Number(process.env.PORT ?? 5173);

/** A port in use is a message (naming it, and what wanted it); anything else its whole error. */
function explain(error) {
  if (error?.code === 'EADDRINUSE') console.error(error.message);
  else console.error(error);
  process.exit(1);
}

ensureContract({ force: true });
if (!dev) ensureAppBuild({ force: true });

const mock = await startMockServer({
  port: mockPort,
  host,
  quiet: !process.env.MOCK_VERBOSE,
  onExit: (what, code) => {
    console.error(`${what} of the mock exited (${code}): stopping.`);
    process.exit(1);
  },
}).catch(explain);
let site;
try {
  if (dev) {
    const { createServer } = await import('vite');
    const server = await createServer({
      root: appDir,
      configFile: join(appDir, 'vite.config.ts'),
      server: { host, port: sitePort, strictPort: true, proxy: { [apiPathPattern()]: mock.url, '^/__mock(?:/|\\?|$)': mock.url } },
    });
    await server.listen();
    site = { url: `http://${host}:${sitePort}`, close: () => server.close() };
  } else {
    // The production server with the development defaults, which only this command applies: the
    // mock as the API (its QA paths forwarded too, and its fault header passed on to the server's
    // calls), the site's own listen address as its public origin, quieter (LOG_LEVEL=info prints
    // the access log), and pages kept 5 s (CACHE_S_MAXAGE): what a tester changes shows on the
    // next visits.
    const config = configFromEnv({
      LOG_LEVEL: 'warn',
      CACHE_S_MAXAGE: '5',
      CACHE_SWR: '5',
      IMAGE_HOSTS: 'https://video.example.com',
      ...process.env,
      SITE_ORIGIN: `http://${host}:${sitePort}`,
      API_ORIGIN: mock.url,
      FORWARD_HEADERS: 'x-mock-fault',
      FORWARD_PATHS: '/__mock /__mock/*',
      PORT: String(sitePort),
      HOST: host,
    });
    site = await serveSite(config);
  }
} catch (error) {
  await mock.close();
  explain(error);
}

console.log('');
console.log(`  行家说 site (${dev ? 'Vite dev server' : 'production build, server-rendered'}):  ${site.url}/`);
console.log(`  Mock API (Prism over openapi/dist/openapi.yaml):  ${mock.url}/  (the site forwards the API's paths to it)`);
console.log(`  API reference (the contract, try-it against the mock):  ${mock.docsUrl}`);
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
