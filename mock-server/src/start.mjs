// `npm run mock [-- --upstream URL | --examples]`: builds the contract, then serves it on
// 127.0.0.1:4010 until Ctrl-C. Default: Prism's validating proxy over the in-memory sample
// backend; --upstream URL: over a real backend; --examples: the contract's examples alone.
// --no-build: the contract is built already (the browser tests start the mock this way).
// Stops when any of its processes ends, on SIGINT or SIGTERM, and with its parent.
import './process-guard.mjs';
import { execFileSync } from 'node:child_process';
import { startMockServer } from './server.mjs';

const arg = (/** @type {string} */ name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const upstream = arg('upstream');
if (process.argv.includes('--upstream') && !/^https?:\/\//.test(upstream ?? '')) {
  console.error('--upstream needs the backend URL, e.g. --upstream https://backend.example.com');
  process.exit(1);
}
const examples = process.argv.includes('--examples');

if (!process.argv.includes('--no-build')) execFileSync('npm', ['run', 'build', '-w', '@hangjia/openapi', '--silent'], { stdio: 'inherit' });
const port = Number(process.env.MOCK_PORT ?? 4010);
let mock;
try {
  mock = await startMockServer({
    port,
    quiet: !process.env.MOCK_VERBOSE,
    logCodes: true,
    ...(upstream ? { upstream } : {}),
    examples,
    onExit: (what, code) => {
      console.error(`${what} exited (${code}): stopping the mock.`);
      process.exit(1);
    },
  });
} catch (error) {
  const failure = /** @type {NodeJS.ErrnoException} */ (error);
  console.error(failure.code === 'EADDRINUSE' ? failure.message : failure);
  process.exit(1);
}
const what = {
  sample: "Prism's validating proxy over the in-memory sample backend",
  upstream: `Prism's validating proxy over ${upstream}`,
  examples: "Prism's mock of the contract's examples",
}[mock.mode];
console.log(`Mock API:    ${mock.url}  (${what}; contract openapi/dist/openapi.yaml)`);
console.log(`Mock assets: ${mock.url}/assets/`);
console.log(`API docs:    ${mock.docsUrl}  (the contract, with try-it against this mock)`);
if (mock.mode === 'sample') console.log(`Reset:       curl -X POST ${mock.url}/__mock/reset   (QA login code: 1234)`);
const stop = async () => {
  await mock.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
