// The flood of `npm run bench:server`, in a process of its own (so that the process measuring the
// cached page does not also drive the flood's connections): 16 connections, each request a new URL
// of `path` (`?key=<new>`, a parameter the route reads: each one a render), for `seconds`; prints
// the answers by status as JSON when it ends. Usage: node flood-client.mjs <base> <path> <seconds>
import autocannon from 'autocannon';

const [base, path, seconds] = process.argv.slice(2);
const headers = JSON.parse(process.env.FLOOD_HEADERS ?? '{}');
let n = 0;
const statuses = {};
const flooding = autocannon({
  url: base,
  headers,
  connections: 16,
  duration: Number(seconds),
  requests: [{ setupRequest: (req) => ({ ...req, path: `${path}?key=flood${Date.now().toString(36)}${n++}` }) }],
});
flooding.on('response', (_client, status) => (statuses[status] = (statuses[status] ?? 0) + 1));
flooding.on('done', () => process.stdout.write(JSON.stringify(statuses)));
