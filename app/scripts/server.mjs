// `npm run serve` (or `node --single-threaded app/scripts/server.mjs`): serves a built site (`npm run build -w @hangjia/app`)
// with server rendering, configured by the environment (app/server/config.mjs; the table is in the
// README's "Deploying"). SITE_ORIGIN and API_ORIGIN are required: a wrong or missing value stops
// the server with one line per problem. SIGTERM (or Ctrl-C) stops taking requests, finishes those
// in flight, then exits.
import { ConfigError, configFromEnv } from '../server/config.mjs';
import { serveSite } from '../server/site.mjs';

/** @type {ReturnType<typeof configFromEnv>} */
let config;
try {
  config = configFromEnv(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
/** @type {import('../server/site.mjs').Site} */
let site;
try {
  site = await serveSite(config);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
if (!process.execArgv.includes('--single-threaded')) {
  // (server/paths.mjs serverNodeOptions says why)
  console.warn('node was started without --single-threaded: the engine collects and compiles for the render thread at normal priority, beside the answers of kept pages');
}
console.log(`行家说 site (server-rendered build): ${site.url}/  ·  API: ${config.apiTarget}  ·  public origin: ${config.siteOrigin}`);

let stopping = false;
async function stop(/** @type {string} */ signal) {
  if (stopping) return;
  stopping = true;
  site.app.log.info({ signal }, 'finishing the requests in flight, then exiting');
  // Requests that outlive the grace period are cut.
  setTimeout(() => {
    site.app.log.error('requests still in flight after the grace period: exiting');
    process.exit(1);
  }, config.shutdownTimeoutMs).unref();
  await site.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
