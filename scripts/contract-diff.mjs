// `npm run contract:diff`: every change of the contract since the SDK's last release, by operation,
// each breaking for a consumer of `@hangjia/sdk` or not (scripts/contract/diff.mjs says which).
//
//   node scripts/contract-diff.mjs              print them; exit 1 when one is breaking
//   node scripts/contract-diff.mjs --check      the gate of `npm test`: exit 1 when the changesets
//                                               do not cover them (scripts/contract/changesets.mjs)
//   node scripts/contract-diff.mjs --changeset  write a changeset that covers what is not covered
//   node scripts/contract-diff.mjs --release    the release step: the contract becomes the released
//                                               one (run by `changeset version`, .changeset/changelog.cjs)
//
// Both sides are bundles: the released one is openapi/released/openapi.json, the current one
// openapi/dist/openapi.json (`npm run build -w @hangjia/openapi`, which `npm run contract:diff`
// and `npm test` run first).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { changesetText, contractPackages, readChangesets, uncovered, byOperation } from './contract/changesets.mjs';
import { contractOf, diffContracts } from './contract/diff.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const releasedFile = join(root, 'openapi', 'released', 'openapi.json');
const currentFile = join(root, 'openapi', 'dist', 'openapi.json');
const changesetDir = join(root, '.changeset');
const SEE_ALL = 'npm run contract:diff';
const WRITE_ONE = 'npm run contract:diff -- --changeset';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const mark = { breaking: '✖ breaking    ', 'non-breaking': '✔ non-breaking', docs: '✔ docs        ' };

function current() {
  if (!existsSync(currentFile)) {
    console.error(`${relative(root, currentFile)} is missing: build the contract first (npm run build -w @hangjia/openapi).`);
    process.exit(2);
  }
  return readJson(currentFile);
}

function changesSinceRelease() {
  if (!existsSync(releasedFile)) {
    console.error(`${relative(root, releasedFile)} is missing: it is written by the release step (npx changeset version).`);
    process.exit(2);
  }
  return diffContracts(readJson(releasedFile), current());
}

function print(changes) {
  if (!changes.length) {
    console.log('The contract is the released one: no change.');
    return;
  }
  for (const group of byOperation(changes)) {
    console.log(group.operationId === '*' ? '\nThe contract as a whole' : `\n${group.operationId}  ${group.method} ${group.path}`);
    for (const change of group.changes) console.log(`  ${mark[change.level]}  ${change.text}`);
  }
  const groups = byOperation(changes);
  const breaking = groups.filter((group) => group.changes.some((change) => change.level === 'breaking'));
  console.log(`\n${groups.length} operation(s) changed since the released contract, ${breaking.length} with a breaking change.`);
}

function check(changes) {
  const gaps = uncovered(changes, readChangesets(changesetDir), contractPackages(root));
  if (!gaps.length) {
    const count = byOperation(changes).length;
    console.log(count ? `contract: ${count} operation(s) changed since the release, each covered by a changeset.` : 'contract: unchanged since the release.');
    return true;
  }
  console.error('✖ The contract changed since the last release, and the changesets do not cover it:');
  for (const gap of gaps) {
    const what = gap.operationId === '*' ? 'The contract as a whole' : `${gap.operationId} (${gap.method} ${gap.path})`;
    const need = gap.needs === 'major' ? 'a major changeset' : 'a changeset';
    const naming = gap.operationId === '*' ? '' : ` that lists it (a line "- \`${gap.operationId}\` …")`;
    console.error(`\n  ${what}: needs ${need} for ${gap.packages.join(' and ')}${naming}`);
    for (const text of gap.breaking) console.error(`    ✖ breaking: ${text}`);
    const others = gap.changes - gap.breaking.length;
    if (others) console.error(`    and ${others} change(s) that break nothing`);
  }
  console.error(`\nEvery change: ${SEE_ALL}\nA changeset that covers them: ${WRITE_ONE} (edit its text as you like, keeping its list of operations)`);
  return false;
}

function writeChangeset(changes) {
  const changesets = readChangesets(changesetDir);
  const packages = contractPackages(root);
  const gaps = uncovered(changes, changesets, packages);
  if (!gaps.length) {
    console.log('Every change of the contract is already covered by a changeset.');
    return;
  }
  const open = new Set(gaps.map((gap) => gap.operationId));
  const stamp = new Date().toISOString().slice(0, 19).replace(/[-:T]/g, '');
  const file = join(changesetDir, `contract-${stamp}.md`);
  writeFileSync(file, changesetText(changes.filter((change) => open.has(change.operationId)), packages));
  console.log(`Wrote ${relative(root, file)}: ${open.size} operation(s). Edit its text as you like, keeping its list of operations.`);
}

function release() {
  mkdirSync(dirname(releasedFile), { recursive: true });
  writeFileSync(releasedFile, `${JSON.stringify(contractOf(current()), null, 2)}\n`);
  console.log(`${relative(root, releasedFile)}: the contract as released.`);
}

const args = new Set(process.argv.slice(2));
if (args.has('--release')) {
  release();
} else if (args.has('--changeset')) {
  writeChangeset(changesSinceRelease());
} else if (args.has('--check')) {
  process.exitCode = check(changesSinceRelease()) ? 0 : 1;
} else {
  const changes = changesSinceRelease();
  print(changes);
  process.exitCode = changes.some((change) => change.level === 'breaking') ? 1 : 0;
}
