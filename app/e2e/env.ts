export const MOCK_PORT = 4010;
export const SITE_PORT = 5173;
export const SITE = `http://127.0.0.1:${SITE_PORT}`;
export const MOCK = `http://127.0.0.1:${MOCK_PORT}`;
