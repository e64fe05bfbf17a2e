/** Site configuration, from the build environment (`VITE_*`), with the local mock as default. */
const env = import.meta.env ?? {};

export const config = {
  /**
   * The API root. Empty (the default) is the site's own origin, as in production: `npm start`, the
   * dev server and the browser tests forward the contract's paths to the mock on 127.0.0.1:4010.
   */
  apiBaseUrl: (env.VITE_API_BASE_URL || '').replace(/\/+$/, ''),
  mobileBase: (env.VITE_MOBILE_BASE || '').replace(/\/+$/, ''),
  expoUrl: env.VITE_EXPO_URL || 'https://www.example.com/expo',
  /** The portal's industry and category (spec: defaults 'display', 新型显示). */
  industry: 'display',
  category: '新型显示',
} as const;
