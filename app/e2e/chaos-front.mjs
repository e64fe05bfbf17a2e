// The mock's front on its own, for the chaos suite: `node chaos-front.mjs <upstream> <port>` forwards
// the API (and `/__mock/…`) to <upstream> as in sample mode; HEADERS_TIMEOUT_MS, API_TIMEOUT_MS and
// MAX_BODY_BYTES shorten its limits, so that timeouts and body limits are reached quickly.
import { createFront } from '@hangjia/mock-server';
import { listen } from '@hangjia/mock-server/forward';

const [upstream, port] = process.argv.slice(2);
const front = createFront({
  mode: 'sample',
  prismUrl: upstream,
  backendUrl: upstream,
  limits: process.env.HEADERS_TIMEOUT_MS ? { headersTimeout: Number(process.env.HEADERS_TIMEOUT_MS) } : {},
  forward: {
    ...(process.env.API_TIMEOUT_MS ? { timeoutMs: Number(process.env.API_TIMEOUT_MS) } : {}),
    ...(process.env.MAX_BODY_BYTES ? { maxBody: Number(process.env.MAX_BODY_BYTES) } : {}),
  },
});
await listen(front, Number(port), '127.0.0.1', 'the chaos front');
console.log(`chaos front listening on ${port}`);
process.on('SIGTERM', () => process.exit(0));
