// The CHANGELOG lines of `changeset version` are those of Changesets' default
// (`@changesets/cli/changelog`). One step more: when the release includes the SDK (or
// `@hangjia/mock`), the contract as it is now becomes the released one,
// openapi/released/openapi.json, the base of `npm run contract:diff` and of the gate in `npm test`.
// Changesets has no hook of its own at that moment; this module is loaded by `changeset version`
// only, before it writes anything, and a failure here stops it with nothing written.
const { spawnSync } = require('node:child_process');
const { join } = require('node:path');
const changelog = require('@changesets/cli/changelog').default;

const root = join(__dirname, '..');
const CONTRACT_PACKAGES = ['@hangjia/sdk', '@hangjia/mock'];
let released = false;

function releaseContract(changeset) {
  // A snapshot release (`--snapshot`) is a preview: what a consumer of the version line has is unchanged.
  if (released || process.argv.includes('--snapshot')) return;
  if (!changeset.releases.some((release) => CONTRACT_PACKAGES.includes(release.name) && release.type !== 'none')) return;
  released = true;
  const steps = [
    ['npm', ['run', 'build', '-w', '@hangjia/openapi', '--silent']],
    [process.execPath, ['scripts/contract-diff.mjs', '--release']],
  ];
  for (const [command, args] of steps) {
    const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
    if (status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${status}): the released contract was not written`);
  }
}

module.exports = {
  getReleaseLine: async (changeset, type, options) => {
    releaseContract(changeset);
    return changelog.getReleaseLine(changeset, type, options);
  },
  getDependencyReleaseLine: changelog.getDependencyReleaseLine,
};
