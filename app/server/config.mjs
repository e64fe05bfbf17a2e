// The site server's configuration from the environment (documented in app/README.md).
import { DEFAULTS } from './site.mjs';

const number = (value, fallback) => (value === undefined || value === '' ? fallback : Number(value));
const list = (value, fallback) => (value === undefined ? fallback : value.split(/[\s,]+/).filter(Boolean));

/** `serveSite` options (and `shutdownTimeoutMs`) from `env`. */
export function configFromEnv(env) {
  const cacheMb = number(env.RENDER_CACHE_MB, DEFAULTS.cache.maxBytes / 2 ** 20);
  return {
    port: number(env.PORT, DEFAULTS.port),
    host: env.HOST || DEFAULTS.host,
    apiTarget: env.API_ORIGIN || env.API_BASE || 'http://127.0.0.1:4010',
    // The mock's own paths (its QA and sign-in pages) reach it through the site too.
    extraApiPaths: ['/__mock', '/__mock/*'],
    siteOrigin: env.SITE_ORIGIN || undefined,
    forwardHeaders: list(env.FORWARD_HEADERS, []),
    budgetMs: number(env.RENDER_BUDGET_MS, DEFAULTS.budgetMs),
    apiTimeoutMs: number(env.API_TIMEOUT_MS, DEFAULTS.apiTimeoutMs),
    maxBody: number(env.MAX_BODY_BYTES, DEFAULTS.maxBody),
    limits: { headersTimeout: number(env.HEADERS_TIMEOUT_MS, DEFAULTS.limits.headersTimeout) },
    cache: {
      sMaxAge: number(env.CACHE_S_MAXAGE, DEFAULTS.cache.sMaxAge),
      staleWhileRevalidate: number(env.CACHE_SWR, DEFAULTS.cache.staleWhileRevalidate),
      staleIfError: number(env.CACHE_SIE, DEFAULTS.cache.staleIfError),
      maxBytes: Math.round(cacheMb * 2 ** 20),
    },
    imageHosts: list(env.IMAGE_HOSTS, DEFAULTS.imageHosts),
    frameHosts: list(env.FRAME_HOSTS, DEFAULTS.frameHosts),
    readyPath: env.READY_PATH || DEFAULTS.readyPath,
    logLevel: env.LOG_LEVEL || DEFAULTS.logLevel,
    shutdownTimeoutMs: number(env.SHUTDOWN_TIMEOUT_MS, 25_000),
  };
}
