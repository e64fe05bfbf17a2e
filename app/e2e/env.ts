// The browser tests' servers: the mock and the site, on 4010 and 5173 unless E2E_MOCK_PORT and
// E2E_SITE_PORT say otherwise (to run the tests beside `npm start`, or beside another run).
export const MOCK_PORT = Number(process.env.E2E_MOCK_PORT || 4010);
export const SITE_PORT = Number(process.env.E2E_SITE_PORT || 5173);
export const SITE = `http://127.0.0.1:${SITE_PORT}`;
export const MOCK = `http://127.0.0.1:${MOCK_PORT}`;
/** How long the test site's server waits for one API call while rendering (see global-setup). */
export const RENDER_BUDGET_MS = 8000;
