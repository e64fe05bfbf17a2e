// The production server's configuration: the environment, checked against a schema at start.
// Wrong or missing values stop the process with one line per problem. There are no development
// defaults here (no mock address, no mock paths): `npm start` and `npm run dev` pass their own
// (scripts/start.mjs). The table of variables is in the README's "Deploying".
import envSchema from 'env-schema';
import { DEFAULTS } from './site.mjs';

/** @typedef {{ keyword: string, instancePath: string, params: { missingProperty?: string, allowedValues?: unknown[] }, message?: string, data?: unknown }} AjvError */

/** An origin: scheme, host and port, nothing after. */
const ORIGIN = '^https?://[^/?#\\s]+/?$';
const integer = (/** @type {number} */ fallback, minimum = 0) => ({ type: 'integer', minimum, default: fallback });

const schema = {
  type: 'object',
  required: ['SITE_ORIGIN', 'API_ORIGIN'],
  properties: {
    PORT: { type: 'integer', minimum: 0, maximum: 65535, default: DEFAULTS.port },
    HOST: { type: 'string', minLength: 1, default: DEFAULTS.host },
    SITE_ORIGIN: { type: 'string', pattern: ORIGIN },
    API_ORIGIN: { type: 'string', pattern: ORIGIN },
    FORWARD_HEADERS: { type: 'string', pattern: '^[a-z0-9-, ]*$', default: '' },
    FORWARD_PATHS: { type: 'string', pattern: '^(/[^\\s,]*[\\s,]*)*$', default: '' },
    RENDER_BUDGET_MS: integer(DEFAULTS.budgetMs, 1),
    API_TIMEOUT_MS: integer(DEFAULTS.apiTimeoutMs, 1),
    HEADERS_TIMEOUT_MS: integer(DEFAULTS.limits.headersTimeout, 1),
    MAX_BODY_BYTES: integer(DEFAULTS.maxBody, 1),
    CACHE_S_MAXAGE: integer(DEFAULTS.cache.sMaxAge),
    CACHE_SWR: integer(DEFAULTS.cache.staleWhileRevalidate),
    CACHE_SIE: integer(DEFAULTS.cache.staleIfError),
    RENDER_CACHE_MB: { type: 'number', minimum: 0, default: DEFAULTS.cache.maxBytes / 2 ** 20 },
    RENDER_CONCURRENCY: integer(DEFAULTS.renders.concurrency, 1),
    RENDER_QUEUE: integer(DEFAULTS.renders.queue),
    RENDER_QUEUE_MS: integer(DEFAULTS.renders.deadlineMs, 1),
    RENDER_NICE: { type: 'integer', minimum: 0, maximum: 19, default: DEFAULTS.renders.nice },
    IMAGE_HOSTS: { type: 'string', default: DEFAULTS.imageHosts.join(' ') },
    FRAME_HOSTS: { type: 'string', default: DEFAULTS.frameHosts.join(' ') },
    READY_PATH: { type: 'string', pattern: '^/', default: DEFAULTS.readyPath },
    LOG_LEVEL: { type: 'string', enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], default: DEFAULTS.logLevel },
    SHUTDOWN_TIMEOUT_MS: integer(25_000, 1),
  },
};

/**
 * What ajv says of one value, as a line an operator reads.
 * @param {AjvError} error
 */
function problem(error) {
  const name = error.params?.missingProperty ?? error.instancePath.replace(/^\//, '');
  if (error.keyword === 'required') return `${name} is required (${HINTS[name] ?? 'see the README'})`;
  if (error.keyword === 'enum') return `${name} must be one of ${error.params.allowedValues?.join(', ')}, not ${JSON.stringify(error.data)}`;
  if (error.keyword === 'pattern' && /ORIGIN$/.test(name)) return `${name} must be an origin such as https://www.example.com (no path), not ${JSON.stringify(error.data)}`;
  return `${name} ${error.message}${error.data === undefined ? '' : `, not ${JSON.stringify(error.data)}`}`;
}
/** @type {Record<string, string>} */
const HINTS = {
  SITE_ORIGIN: 'the public origin of the site, for canonical and Open Graph links, e.g. https://www.example.com',
  API_ORIGIN: "the API's origin: its paths are forwarded there and the server's own calls go there, e.g. https://api.example.com",
};

export class ConfigError extends Error {
  /** @param {string[]} problems one line each */
  constructor(problems) {
    super(`The site's configuration is not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/**
 * env-schema's validator, made to say which value it refused (ajv's `verbose`: read when the
 * schema is compiled, which is after this).
 * @param {import('env-schema').EnvSchemaOpt['ajv'] extends infer A ? A extends { customOptions(a: infer I): unknown } ? I : never : never} ajv
 */
function verbose(ajv) {
  ajv.opts.verbose = true;
  return ajv;
}

const list = (/** @type {string} */ value) => value.split(/[\s,]+/).filter(Boolean);

/**
 * `serveSite` options (and `shutdownTimeoutMs`) from `env`; throws a ConfigError naming every
 * wrong or missing value.
 * @param {Record<string, string | undefined>} env
 * @returns {import('./site.mjs').SiteOptions & { shutdownTimeoutMs: number }}
 */
export function configFromEnv(env) {
  /** @type {Record<string, any>} */
  let values;
  try {
    // Empty values count as unset (a shell's `PORT=`).
    const data = Object.fromEntries(Object.entries(env).filter(([name, value]) => name in schema.properties && value !== ''));
    values = envSchema({ schema, data, env: false, dotenv: false, ajv: { customOptions: verbose } });
  } catch (error) {
    const errors = /** @type {{ errors?: AjvError[] }} */ (error).errors;
    if (!errors) throw error;
    throw new ConfigError(errors.map(problem));
  }
  return {
    port: values.PORT,
    host: values.HOST,
    siteOrigin: new URL(values.SITE_ORIGIN).origin,
    apiTarget: new URL(values.API_ORIGIN).origin,
    forwardHeaders: list(values.FORWARD_HEADERS),
    extraApiPaths: list(values.FORWARD_PATHS),
    budgetMs: values.RENDER_BUDGET_MS,
    apiTimeoutMs: values.API_TIMEOUT_MS,
    maxBody: values.MAX_BODY_BYTES,
    limits: { headersTimeout: values.HEADERS_TIMEOUT_MS },
    cache: {
      sMaxAge: values.CACHE_S_MAXAGE,
      staleWhileRevalidate: values.CACHE_SWR,
      staleIfError: values.CACHE_SIE,
      maxBytes: Math.round(values.RENDER_CACHE_MB * 2 ** 20),
    },
    renders: { concurrency: values.RENDER_CONCURRENCY, queue: values.RENDER_QUEUE, deadlineMs: values.RENDER_QUEUE_MS, nice: values.RENDER_NICE },
    imageHosts: list(values.IMAGE_HOSTS),
    frameHosts: list(values.FRAME_HOSTS),
    readyPath: values.READY_PATH,
    logLevel: values.LOG_LEVEL,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
  };
}
