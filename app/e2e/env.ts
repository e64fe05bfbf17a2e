// The browser tests' servers: the mock and the site on ports of their own, 4410 and 5473 (not
// `npm start`'s 4010 and 5173: the suite runs beside it, and every page it visits shows that the
// sample world's pictures and documents follow the mock's port, since the tests fail on any policy
// violation). E2E_MOCK_PORT and E2E_SITE_PORT choose others (the mock takes its port + 1000 and
// + 2000 too).
export const MOCK_PORT = Number(process.env.E2E_MOCK_PORT || 4410);
export const SITE_PORT = Number(process.env.E2E_SITE_PORT || 5473);
export const SITE = `http://127.0.0.1:${SITE_PORT}`;
export const MOCK = `http://127.0.0.1:${MOCK_PORT}`;
/** How long the test site's server waits for one API call while rendering (see global-setup). */
export const RENDER_BUDGET_MS = 8000;
