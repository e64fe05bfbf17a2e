// The mock's front on its own, for the chaos suite: `node chaos-front.mjs <upstream> <port>` forwards
// the API (and `/__mock/…`) to <upstream> as in sample mode, with short limits so that timeouts and
// body limits are reached quickly.
import { listen } from '../../mock-server/src/forward.mjs';
import { createFront } from '../../mock-server/src/server.mjs';

const [upstream, port] = process.argv.slice(2);
const front = createFront({
  mode: 'sample',
  prismUrl: upstream,
  backendUrl: upstream,
  limits: { headersTimeout: Number(process.env.HEADERS_TIMEOUT_MS) },
  forward: { timeoutMs: Number(process.env.API_TIMEOUT_MS), maxBody: Number(process.env.MAX_BODY_BYTES) },
});
await listen(front, Number(port), '127.0.0.1', 'the chaos front');
console.log(`chaos front listening on ${port}`);
process.on('SIGTERM', () => process.exit(0));
