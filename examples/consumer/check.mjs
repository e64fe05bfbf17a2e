// The packages as another team gets them (a step of `npm test`):
//   1. `npm pack` @hangjia/sdk, @hangjia/ui and @hangjia/mock (prepack builds them and drops the `source` condition;
//      the build bundles the declarations that `tsc -b` wrote); the tarballs are kept in
//      node_modules/.cache/consumer-packs by a hash of what they are made of, so a second run of
//      the same tree skips the builds
//   2. the tarballs' manifests carry no scripts and no `source` condition; publint --strict and
//      are-the-types-wrong (node16 profile) on each tarball
//   3. a fresh copy of this Vite + React 19 app, outside the workspaces, installs the tarballs
//      (npm, preferring its cache: no other source than the npm registry)
//   4. every ts/tsx code block of the three READMEs is written into the app as a module of its own
//   5. tsc with strict, exactOptionalPropertyTypes and noUncheckedIndexedAccess, under
//      moduleResolution bundler and node16 (the packages' .d.ts are checked too: skipLibCheck off)
//   6. require() of the CommonJS builds in Node, then a production build (vite build)
//   7. the app's own tests: Vitest, Testing Library and msw/node on the sample world of @hangjia/mock
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seconds, twoAtATime } from '../../scripts/two-at-a-time.mjs';

const fixture = dirname(fileURLToPath(import.meta.url));
const repo = resolve(fixture, '../..');
const keep = process.argv.includes('--keep');
const work = mkdtempSync(join(tmpdir(), 'hangjia-consumer-'));
const packs = join(work, 'packs');
const app = join(work, 'app');
const env = { ...process.env, npm_config_update_notifier: 'false' };
const PACKAGES = ['@hangjia/sdk', '@hangjia/ui', '@hangjia/mock'];
// The tools by their files, not through npx (an npm process of its own, about 1 processor-second a call).
const repoBin = (name) => join(repo, 'node_modules', '.bin', name);
const appBin = (name) => join(app, 'node_modules', '.bin', name);

function fail(label, status) {
  console.error(`  ✖ ${label} failed (exit ${status}); files kept in ${work}`);
  process.exit(status ?? 1);
}

function run(label, cmd, args, cwd) {
  console.log(`\n  · ${label}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(cmd, args, { cwd, stdio: 'inherit', env });
  if (status !== 0) fail(label, status);
  console.log(`  ✔ ${label} (${seconds(started)} s)`);
}

/** Commands that use one core each, two at a time. */
async function together(commands) {
  const failures = await twoAtATime(
    commands.map(([label, cmd, args, cwd]) => [label, cmd, args, { cwd, env }]),
    { header: (label, cmd, args) => `\n  · ${label}: ${cmd} ${args.join(' ')}`, done: (label, secs) => `  ✔ ${label} (${secs} s)` },
  );
  if (failures.length) fail(...failures[0]);
}

/** The ts/tsx fenced blocks of a README, in order. */
export function codeBlocks(markdown) {
  const blocks = [];
  for (const match of markdown.matchAll(/^```(ts|tsx)\n([\s\S]*?)^```$/gm)) blocks.push({ lang: match[1], code: match[2] });
  return blocks;
}

/** A hash of what the tarballs are made of: the packages' files (the mock's world and contract come from openapi), the lockfile and the pack-time scripts. */
function packSourceHash() {
  const listed = spawnSync('git', ['ls-files', '-co', '--exclude-standard', 'sdk', 'ui', 'mock', 'openapi', 'scripts/pack-manifest.mjs', 'package-lock.json', 'tsconfig.base.json'], { cwd: repo, encoding: 'utf8' });
  if (listed.status !== 0) return null;
  const hash = createHash('sha256');
  for (const file of listed.stdout.split('\n').filter(Boolean).sort()) {
    if (!existsSync(join(repo, file))) continue; // deleted in the tree, not yet in the index
    hash.update(`${file}\0`).update(readFileSync(join(repo, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Packs the SDK, the UI and the mock into `packs`, or copies the tarballs of an earlier run of the same sources. */
async function packOrReuse() {
  const hash = packSourceHash();
  const cacheRoot = join(repo, 'node_modules', '.cache', 'consumer-packs');
  const cached = hash && join(cacheRoot, hash);
  if (cached && existsSync(cached) && readdirSync(cached).filter((f) => f.endsWith('.tgz')).length === PACKAGES.length) {
    cpSync(cached, packs, { recursive: true });
    console.log(`\n  · pack: the tarballs of ${hash} (node_modules/.cache/consumer-packs), the same sources as this tree`);
    return;
  }
  // Each pack builds its package: its `tsc -b`, then tsup bundles the code and tsc's declarations.
  // One `tsc -b` of the three runs first (after the type-check step it has nothing to do; the mock's
  // project brings the SDK's and the samples'), so that two packs side by side never build the same
  // project at once.
  run('declarations', repoBin('tsc'), ['-b', 'ui', 'mock'], repo);
  await together(PACKAGES.map((pkg) => ['pack', 'npm', ['pack', '-w', pkg, '--pack-destination', packs, '--silent'], repo]));
  if (cached) {
    rmSync(cacheRoot, { recursive: true, force: true });
    cpSync(packs, cached, { recursive: true });
  }
}

try {
  mkdirSync(packs);
  await packOrReuse();
  const tarballs = readdirSync(packs).filter((f) => f.endsWith('.tgz')).map((f) => join(packs, f));
  if (tarballs.length !== PACKAGES.length) throw new Error(`expected ${PACKAGES.length} tarballs, found ${tarballs.join(', ')}`);
  // What a team installs names nothing of the workspace: no scripts, no `source` condition.
  for (const tarball of tarballs) {
    const manifest = spawnSync('tar', ['-xOzf', tarball, 'package/package.json'], { encoding: 'utf8' }).stdout;
    if (!manifest || 'scripts' in JSON.parse(manifest) || manifest.includes('"source"')) fail(`the manifest of ${tarball}: scripts or a source condition`, 1);
  }

  await together(
    tarballs.flatMap((tarball) => [
      ['publint', repoBin('publint'), ['run', tarball, '--strict'], repo],
      ['are the types wrong', repoBin('attw'), [tarball, '--profile', 'node16'], repo],
    ]),
  );

  cpSync(fixture, app, { recursive: true, filter: (src) => !/node_modules|dist|check\.mjs$/.test(src) });
  run('install the tarballs', 'npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...tarballs], app);

  const readmes = join(app, 'src', 'readme');
  mkdirSync(readmes);
  let count = 0;
  for (const pkg of ['sdk', 'ui', 'mock']) {
    const blocks = codeBlocks(readFileSync(join(repo, pkg, 'README.md'), 'utf8'));
    blocks.forEach((block, i) => {
      // each block is a module of its own (`export {}` makes one of a block without imports)
      writeFileSync(join(readmes, `${pkg}-${String(i + 1).padStart(2, '0')}.${block.lang}`), `${block.code}\nexport {};\n`);
      count += 1;
    });
  }
  console.log(`\n  · ${count} README code blocks written to src/readme/`);

  // Two whole checks: one incremental build info shared by both would reuse the first's verdict on
  // a package's .d.ts whose imports resolve to the same files, and miss what only node16 rejects
  // there (a default import of a CommonJS module's `export default`, for one).
  await together([
    ['tsc, moduleResolution bundler', appBin('tsc'), ['-p', 'tsconfig.bundler.json'], app],
    ['tsc, moduleResolution node16', appBin('tsc'), ['-p', 'tsconfig.node16.json'], app],
  ]);
  run('require() of the CommonJS builds', 'node', ['require.cjs'], app);
  run('production build', appBin('vite'), ['build', '--logLevel', 'warn'], app);
  run("the app's tests on the sample world", appBin('vitest'), ['run'], app);
  console.log('\n  ✔ the packed packages install, type-check, load as CommonJS and build in a fresh app');
} finally {
  if (!keep) rmSync(work, { recursive: true, force: true });
}
