// Per-call cost of the SDK client against a bare fetch, both calling the same local HTTP server:
// 10,000 sequential calls each after a warm-up, interleaved in small batches so that both see the
// same machine load. Prints figures; not a test.
//   npm run bench -w @hangjia/sdk            CALLS=20000 BATCH=100 npm run bench -w @hangjia/sdk
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createMemoryAdapter, createPortalClient, createSessionStore, isSuccessCode } from '../src';

const CALLS = Number(process.env.CALLS ?? 10_000);
const BATCH = Number(process.env.BATCH ?? 200);
const WARMUP = 1_000;

const payload = JSON.stringify({
  code: 0,
  msg: 'success',
  json: {
    list: Array.from({ length: 10 }, (_, i) => ({
      id: 7001 + i,
      title: `2024年Micro LED市场规模统计 ${i}`,
      imgdesc: '来源：行家说Research',
      url: `http://127.0.0.1:4010/assets/discerns/discern-${7001 + i}.svg`,
      text: '随着良率提升与规模效应显现，Micro LED的综合成本有望在未来两年内再下降约14%。',
      date: '2024-11-18 08:00:00',
    })),
    totalPageNum: 11,
  },
});

const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(payload) });
    res.end(payload);
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const body = { pagesize: 10, pageindex: 1, category: '新型显示' };

const session = createSessionStore({ adapter: createMemoryAdapter() });
session.setToken('eyJhbGciOiJIUzI1NiJ9.bench');
const client = createPortalClient({ baseUrl, storage: session });

/** What an application would write by hand: the same request, the envelope checked, the payload taken. */
async function bareCall(): Promise<unknown> {
  const response = await fetch(`${baseUrl}/openapi/v1/vue/discerns`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: session.getToken()! },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const answer = (await response.json()) as { code: unknown; json: unknown };
  if (!response.ok || !isSuccessCode(answer.code)) throw new Error('failed');
  return answer.json;
}

const sdkCall = () => client.portal.listDiscerns(body);

interface Sample {
  wall: number;
  cpu: number;
}

/** Wall time and this process's CPU time (client and server both run here) of n calls, in ms. */
async function time(call: () => Promise<unknown>, n: number): Promise<Sample> {
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < n; i++) await call();
  const wall = performance.now() - start;
  const cpu = process.cpuUsage(cpu0);
  return { wall, cpu: (cpu.user + cpu.system) / 1000 };
}

await time(bareCall, WARMUP);
await time(sdkCall, WARMUP);

// Batches alternate which side goes first; each side's time is the sum over its batches.
const samples = { bare: [] as Sample[], sdk: [] as Sample[] };
for (let done = 0, turn = 0; done < CALLS; done += BATCH, turn++) {
  const n = Math.min(BATCH, CALLS - done);
  const order = turn % 2 === 0 ? (['bare', 'sdk'] as const) : (['sdk', 'bare'] as const);
  for (const side of order) samples[side].push(await time(side === 'bare' ? bareCall : sdkCall, n));
}
server.close();

const total = (xs: Sample[], key: keyof Sample) => xs.reduce((a, x) => a + x[key], 0);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const us = (ms: number) => `${((ms * 1000) / CALLS).toFixed(1).padStart(6)} µs/call`;
const row = (label: string, key: keyof Sample) => {
  const [b, s] = [total(samples.bare, key), total(samples.sdk, key)];
  const batches = median(samples.sdk.map((x, i) => x[key] / samples.bare[i]![key]));
  console.log(
    `  ${label.padEnd(9)} bare ${b.toFixed(0).padStart(6)} ms ${us(b)} | sdk ${s.toFixed(0).padStart(6)} ms ${us(s)} | ratio ${(s / b).toFixed(3)} (median batch ${batches.toFixed(3)})`,
  );
};
console.log(`@hangjia/sdk client vs bare fetch: ${CALLS.toLocaleString('en')} sequential calls each to a local HTTP server, batches of ${BATCH}`);
row('wall', 'wall');
row('cpu', 'cpu');
console.log('  target: ratio ≤ 1.05 (cpu time is the steadier figure on a busy machine)');

// The client's own cost, with no network at all: a fetch that answers from memory.
const answerFromMemory = async () => new Response(payload, { headers: { 'content-type': 'application/json; charset=utf-8' } });
const offline = createPortalClient({ baseUrl, storage: session, fetch: answerFromMemory });
async function bareOffline(): Promise<unknown> {
  const response = await answerFromMemory();
  const answer = (await response.json()) as { code: unknown; json: unknown };
  if (!response.ok || !isSuccessCode(answer.code)) throw new Error('failed');
  return answer.json;
}
const offlineCall = () => offline.portal.listDiscerns(body);
await time(bareOffline, WARMUP);
await time(offlineCall, WARMUP);
const [mb, ms] = [await time(bareOffline, CALLS), await time(offlineCall, CALLS)];
console.log(
  `  in memory bare ${us(mb.wall)} | sdk ${us(ms.wall)} | the client adds ${(((ms.wall - mb.wall) * 1000) / CALLS).toFixed(1)} µs a call (envelope, errors, timeout, headers)`,
);
