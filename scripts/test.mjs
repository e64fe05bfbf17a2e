// `npm test`: every check of the workspace, in the order a failure is cheapest to read.
//   1. build the contract bundle and its assets
//   2. lint: the one-way import boundaries (eslint.config.js)
//   3. type-check every package (tsc -b)
//   4. unit, contract, mock and integration tests (vitest projects of each package)
//   5. the packages as another team gets them: pack the SDK, the UI and the mock, publint and
//      are-the-types-wrong on the tarballs, then the consumer app of examples/consumer
//   6. build the app and run the browser tests against the production build and the mock
// Each step prints its wall time and the processor time it cost; the total comes last, beside a
// fixed CPU reference (cpu-reference.mjs) that makes the figures of two machines comparable.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { busySeconds, cpuReference } from './cpu-reference.mjs';
import { seconds, twoAtATime } from './two-at-a-time.mjs';

const cost = (wallStart, cpuStart) => {
  const cpu = busySeconds();
  return `${seconds(wallStart)} s, ${cpu === null ? '?' : (cpu - cpuStart).toFixed(1)} CPU-s`;
};
// Measured first, before the steps load the machine.
const reference = cpuReference();
const runStarted = Date.now();
const runCpu = busySeconds();

// A step is one command, or a list of commands that run two at a time (each uses one core).
const steps = [
  ['contract bundle', 'npm', ['run', 'build', '-w', '@hangjia/openapi', '--silent']],
  // The contract against the released one: a change needs a changeset of the SDK that names it.
  ['contract changes and changesets', 'node', ['scripts/contract-diff.mjs', '--check']],
  [
    ['lint', 'npx', ['eslint', '.']],
    // Every package, each checked once: a package that imports another reads its declarations
    // (tsc -b, the root tsconfig.json's references; they go to node_modules/.cache/tsc). Checked
    // one by one (tsc -p <pkg>), the packages' sources were checked again in each that imports
    // them: 117 processor-seconds against 43.
    ['type-check', 'npx', ['tsc', '-b']],
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

const costs = [];
for (const step of steps) {
  const started = Date.now();
  const cpu = busySeconds();
  if (Array.isArray(step[0])) {
    const failures = await twoAtATime(step, {
      header: (name, cmd, args) => `\n▶ ${name}: ${cmd} ${args.join(' ')}`,
      done: (name, secs) => `✔ ${name} (${secs} s)`,
    });
    if (failures.length) fail(...failures[0]);
    costs.push([step.map(([name]) => name).join(', '), cost(started, cpu)]);
    console.log(`✔ the checks above, two at a time (${costs.at(-1)[1]})`);
    continue;
  }
  const [name, cmd, args] = step;
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const { status } = spawnSync(cmd, args, { stdio: 'inherit' });
  if (status !== 0) fail(name, status);
  costs.push([name, cost(started, cpu)]);
  console.log(`✔ ${name} (${costs.at(-1)[1]})`);
}
console.log('\nWhat the run cost (wall seconds, processor-seconds of the machine):');
for (const [name, figures] of costs) console.log(`  ${figures.padEnd(22)} ${name}`);
console.log(`  ${cost(runStarted, runCpu).padEnd(22)} npm test in all`);
const total = busySeconds();
console.log(
  `CPU reference: ${reference.toFixed(2)} s of a fixed workload (scripts/cpu-reference.mjs)` +
    (total === null ? '' : `; the run cost ${((total - runCpu) / reference).toFixed(0)} references`),
);
