/** Site configuration, from the build environment (`VITE_*`), with the local mock as default. */
const env = import.meta.env ?? {};

/** Decision: the parent site's mobile base when none is configured (the spec names no host). */
export const DEFAULT_MOBILE_BASE = 'https://m.example.com';

export const config = {
  /**
   * The API root. Empty (the default) is the site's own origin, as in production: `npm start`, the
   * dev server and the browser tests forward the contract's paths to the mock on 127.0.0.1:4010.
   */
  apiBaseUrl: (env.VITE_API_BASE_URL || '').replace(/\/+$/, ''),
  /**
   * The parent site's mobile pages, where phones are sent (same path and query). On by default;
   * `VITE_MOBILE_BASE` picks another base, and an empty `VITE_MOBILE_BASE=` turns the redirect off.
   */
  mobileBase: (env.VITE_MOBILE_BASE ?? DEFAULT_MOBILE_BASE).replace(/\/+$/, ''),
  expoUrl: env.VITE_EXPO_URL || 'https://www.example.com/expo',
  /** The external CRM and the admin site the supply-chain area links to (new windows, with the account). */
  crmHost: env.VITE_CRM_HOST || 'https://crm.example.com',
  adminHost: env.VITE_ADMIN_HOST || 'https://admin.example.com',
  /** The portal's industry and category (spec: defaults 'display', 新型显示). */
  industry: 'display',
  category: '新型显示',
} as const;
