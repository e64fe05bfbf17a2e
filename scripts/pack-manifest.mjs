// The published manifest of a workspace package has no `source` export condition (the sources are
// not in the tarball) and no scripts (they build from the workspace, with files the tarball does
// not carry). `prepack` runs `node ../scripts/pack-manifest.mjs strip` after the build:
// package.json is saved as package.json.workspace and rewritten without them; `postpack`
// (`… restore`) puts the workspace manifest back (npm runs the postpack of the manifest it read
// before prepack).
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

const [command] = process.argv.slice(2);
const saved = 'package.json.workspace';

function strip(entry) {
  if (typeof entry !== 'object' || entry === null) return entry;
  return Object.fromEntries(Object.entries(entry).filter(([key]) => key !== 'source').map(([key, value]) => [key, strip(value)]));
}

if (command === 'strip') {
  if (existsSync(saved)) throw new Error(`${saved} exists: an earlier pack did not finish; restore it first`);
  const text = readFileSync('package.json', 'utf8');
  writeFileSync(saved, text);
  const manifest = JSON.parse(text);
  manifest.exports = strip(manifest.exports);
  delete manifest.scripts;
  writeFileSync('package.json', `${JSON.stringify(manifest, null, 2)}\n`);
} else if (command === 'restore') {
  if (existsSync(saved)) renameSync(saved, 'package.json');
} else {
  console.error('usage: node pack-manifest.mjs strip|restore');
  process.exit(2);
}
