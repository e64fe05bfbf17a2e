import { describe, expect, test } from 'vitest';
import { ConfigError, configFromEnv } from './config.mjs';

const required = { SITE_ORIGIN: 'https://www.example.com', API_ORIGIN: 'https://api.example.com' };

/** The problems `env` is refused for, one line each. */
function problems(env: Record<string, string>): string[] {
  try {
    configFromEnv(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('accepted');
}

describe('the production configuration', () => {
  test('SITE_ORIGIN and API_ORIGIN are required: no development default stands in for them', () => {
    expect(problems({})).toEqual([expect.stringMatching(/^SITE_ORIGIN is required/), expect.stringMatching(/^API_ORIGIN is required/)]);
    expect(problems({ NODE_ENV: 'production', API_ORIGIN: 'https://api.example.com' })).toEqual([expect.stringMatching(/^SITE_ORIGIN is required/)]);
  });

  test('every wrong value is named, one line each', () => {
    expect(problems({ SITE_ORIGIN: 'www.example.com', API_ORIGIN: 'https://api.example.com/v1', PORT: 'eighty', LOG_LEVEL: 'loud', RENDER_BUDGET_MS: '0', RENDER_NICE: '20', READY_PATH: 'ready' })).toEqual([
      'PORT must be integer, not "eighty"',
      'SITE_ORIGIN must be an origin such as https://www.example.com (no path), not "www.example.com"',
      'API_ORIGIN must be an origin such as https://www.example.com (no path), not "https://api.example.com/v1"',
      'RENDER_BUDGET_MS must be >= 1, not 0',
      'RENDER_NICE must be <= 19, not 20',
      'READY_PATH must match pattern "^/", not "ready"',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "loud"',
    ]);
  });

  test('the defaults, and the lists and numbers read from text', () => {
    const config = configFromEnv({ ...required, SITE_ORIGIN: 'https://www.example.com/', FORWARD_HEADERS: 'x-mock-fault, x-trace', RENDER_CACHE_MB: '0.5', PORT: '' });
    expect(config).toMatchObject({
      port: 5173,
      host: '127.0.0.1',
      siteOrigin: 'https://www.example.com',
      apiTarget: 'https://api.example.com',
      forwardHeaders: ['x-mock-fault', 'x-trace'],
      extraApiPaths: [],
      budgetMs: 3000,
      cache: { sMaxAge: 60, staleWhileRevalidate: 600, staleIfError: 86_400, maxBytes: 524_288 },
      renders: { concurrency: 8, queue: 32, deadlineMs: 1000, nice: 19 },
      frameHosts: ['https://open.weixin.qq.com'],
      imageHosts: [],
      logLevel: 'info',
    });
  });
});

describe('the production server', () => {
  test('started with NODE_ENV=production and neither SITE_ORIGIN nor API_ORIGIN, it exits non-zero naming them', async () => {
    const { spawnSync } = await import('node:child_process');
    const { join } = await import('node:path');
    const { appDir } = await import('./paths.mjs');
    const { PATH, HOME } = process.env;
    const run = spawnSync(process.execPath, [join(appDir, 'scripts', 'server.mjs')], { env: { PATH, HOME, NODE_ENV: 'production', PORT: '0' }, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/SITE_ORIGIN is required/);
    expect(run.stderr).toMatch(/API_ORIGIN is required/);
  });
});
