// `npm run serve` (or `node app/scripts/server.mjs`): serves a built site (`npm run build -w @hangjia/app`)
// with server rendering, configured by the environment (the table in app/README.md):
// PORT, HOST, API_ORIGIN (API_BASE, its old name), SITE_ORIGIN, FORWARD_HEADERS, RENDER_BUDGET_MS,
// API_TIMEOUT_MS, HEADERS_TIMEOUT_MS, MAX_BODY_BYTES, CACHE_S_MAXAGE, CACHE_SWR, CACHE_SIE,
// RENDER_CACHE_MB, IMAGE_HOSTS, FRAME_HOSTS, READY_PATH, LOG_LEVEL, SHUTDOWN_TIMEOUT_MS.
// SIGTERM (or Ctrl-C) stops taking requests, finishes those in flight, then exits.
import { serveSite } from '../server/site.mjs';
import { configFromEnv } from '../server/config.mjs';

const config = configFromEnv(process.env);
let site;
try {
  site = await serveSite(config);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
console.log(`行家说 site (server-rendered build): ${site.url}/  ·  API: ${config.apiTarget}`);

let stopping = false;
async function stop(signal) {
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
