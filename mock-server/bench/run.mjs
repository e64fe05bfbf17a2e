// `npm run bench -w @hangjia/mock-server`: latency (p50, p99) and throughput at 10 connections for
// a page list, a detail and a write, through front → Prism proxy → sample backend, beside plain
// Prism mock mode (examples), in the same run. Targets: p99 ≤ 15 ms, throughput ≥ 0.5× plain Prism.
import { Agent, request } from 'node:http';
import { startMockServer } from '../src/server.mjs';

const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const WARMUP = 200;

function once(agent, port, call, headers) {
  return new Promise((resolve, reject) => {
    const body = call.body ? JSON.stringify(call.body) : null;
    const req = request(
      { host: '127.0.0.1', port, method: call.method, path: call.path, agent, headers: { accept: 'application/json', ...headers, ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}) } },
      (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`${call.name}: HTTP ${res.statusCode}`))));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function load(port, call, headers) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  for (let i = 0; i < WARMUP; i++) await once(agent, port, call, headers);
  const latencies = [];
  const end = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        await once(agent, port, call, headers);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { p50: at(0.5), p99: at(0.99), rps: latencies.length / elapsed };
}

const calls = [
  { name: 'page list (listDiscerns p2)', method: 'POST', path: '/openapi/v1/vue/discerns', body: { pageindex: 2, pagesize: 45 } },
  { name: 'detail (getTopic)', method: 'GET', path: '/openapi/v1/vue/topic/5004' },
  { name: 'write (askQuestion)', method: 'POST', path: '/openapi/v1/vue/topics/askQuestion', body: { title: '压测提问', toUid: 1002, fromUid: 2100 } },
];

const results = {};
for (const mode of ['sample', 'examples']) {
  const port = mode === 'sample' ? 4510 : 4520;
  const mock = await startMockServer({ port, quiet: true, logCodes: false, examples: mode === 'examples' });
  try {
    let headers = {};
    if (mode === 'sample') {
      const login = await fetch(`${mock.url}/login/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone: '13900139999', code: '1234', type: 1 }) }).then((r) => r.json());
      headers = { authorization: login.json.token };
    }
    for (const call of calls) results[`${mode} ${call.name}`] = await load(port, call, headers);
  } finally {
    await mock.close();
  }
}

const fmt = (n) => n.toFixed(1).padStart(7);
console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per call (after ${WARMUP} warm-up calls)\n`);
console.log(`${'call'.padEnd(48)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'req/s'.padStart(7)}`);
for (const [name, r] of Object.entries(results)) console.log(`${name.padEnd(48)} ${fmt(r.p50)} ${fmt(r.p99)} ${fmt(r.rps)}`);
console.log('');
for (const call of calls) {
  const s = results[`sample ${call.name}`];
  const e = results[`examples ${call.name}`];
  console.log(`${call.name}: stateful/plain throughput ${(s.rps / e.rps).toFixed(2)}×, p99 ${s.p99.toFixed(1)} ms`);
}
