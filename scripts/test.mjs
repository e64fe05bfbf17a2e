// `npm test`: every check of the workspace, in the order a failure is cheapest to read.
//   1. build the contract bundle and its assets
//   2. lint: the one-way import boundaries (eslint.config.js)
//   3. type-check every package
//   4. unit, contract, mock and integration tests (vitest projects of each package)
//   5. the packages as another team gets them: pack the SDK and the UI, publint and
//      are-the-types-wrong on the tarballs, then the consumer app of examples/consumer
//   6. build the app and run the browser tests against the production build and the mock
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { seconds, twoAtATime } from './two-at-a-time.mjs';

// A step is one command, or a list of commands that run two at a time (each uses one core).
const steps = [
  ['contract bundle', 'npm', ['run', 'build', '-w', '@hangjia/openapi', '--silent']],
  [
    ['lint', 'npx', ['eslint', '.']],
    ...['openapi', 'mock-server', 'sdk', 'ui', 'app']
      .filter((pkg) => existsSync(`${pkg}/tsconfig.json`))
      .map((pkg) => [`type-check ${pkg}`, 'npx', ['tsc', '-p', pkg, '--noEmit']]),
  ],
  ['unit and integration tests', 'npx', ['vitest', 'run']],
];
if (existsSync('examples/consumer/check.mjs')) {
  steps.push(['packages and the consumer app', 'node', ['examples/consumer/check.mjs']]);
}
if (existsSync('app/vitest.e2e.config.ts')) {
  steps.push(['app build', 'npm', ['run', 'build', '-w', '@hangjia/app', '--silent']]);
  steps.push(['browser tests', 'npx', ['vitest', 'run', '--config', 'app/vitest.e2e.config.ts']]);
}

function fail(name, status) {
  console.error(`\n✖ ${name} failed (exit ${status})`);
  process.exit(status ?? 1);
}

for (const step of steps) {
  if (Array.isArray(step[0])) {
    const failures = await twoAtATime(step, {
      header: (name, cmd, args) => `\n▶ ${name}: ${cmd} ${args.join(' ')}`,
      done: (name, secs) => `✔ ${name} (${secs} s)`,
    });
    if (failures.length) fail(...failures[0]);
    continue;
  }
  const [name, cmd, args] = step;
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(cmd, args, { stdio: 'inherit' });
  if (status !== 0) fail(name, status);
  console.log(`✔ ${name} (${seconds(started)} s)`);
}
