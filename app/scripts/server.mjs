// `npm run serve` (or `node app/scripts/server.mjs`): serves a built site (`npm run build -w @hangjia/app`)
// with server rendering, against the API at API_BASE; the site's own origin forwards the API's paths
// there too. Environment: API_BASE (default http://127.0.0.1:4010), PORT (5173), HOST (127.0.0.1;
// 0.0.0.0 on a hosting platform), SITE_ORIGIN (the public origin for canonical links; default: the
// request's Host), FORWARD_HEADERS (request headers, comma-separated, that the server's own API
// calls pass on, e.g. the mock's `x-mock-fault`), RENDER_BUDGET_MS (how long rendering waits for
// one API call before the browser finishes that section; default 3000), API_TIMEOUT_MS (how long a
// forwarded API call may stay silent; 30000), HEADERS_TIMEOUT_MS (how long a client may take to send
// its request's headers; 20000), MAX_BODY_BYTES (the largest API request body; 10485760).
import '@hangjia/mock-server/process-guard';
import { existsSync } from 'node:fs';
import { apiPathPattern } from '@hangjia/mock-server';
import { distDir, serverEntry } from './build.mjs';
import { serveSite } from './serve.mjs';

if (!existsSync(serverEntry) || !existsSync(`${distDir}/index.html`)) {
  console.error('No build found: run `npm run build -w @hangjia/app` first.');
  process.exit(1);
}
const apiTarget = process.env.API_BASE ?? 'http://127.0.0.1:4010';
const site = await serveSite({
  ...(process.env.API_TIMEOUT_MS ? { apiTimeoutMs: Number(process.env.API_TIMEOUT_MS) } : {}),
  ...(process.env.MAX_BODY_BYTES ? { maxBody: Number(process.env.MAX_BODY_BYTES) } : {}),
  ...(process.env.HEADERS_TIMEOUT_MS ? { limits: { headersTimeout: Number(process.env.HEADERS_TIMEOUT_MS) } } : {}),
  port: Number(process.env.PORT ?? 5173),
  host: process.env.HOST ?? '127.0.0.1',
  apiTarget,
  apiPattern: `${apiPathPattern()}|^/__mock(?:/|\\?|$)`,
  siteOrigin: process.env.SITE_ORIGIN,
  forwardHeaders: process.env.FORWARD_HEADERS?.split(',').filter(Boolean),
  budgetMs: process.env.RENDER_BUDGET_MS ? Number(process.env.RENDER_BUDGET_MS) : undefined,
});
console.log(`行家说 site (server-rendered build): ${site.url}/  ·  API: ${apiTarget}`);
const stop = () => site.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
