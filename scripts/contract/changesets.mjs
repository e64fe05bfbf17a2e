// The contract's changes against the changesets that are to release them.
//
// A changed operation is covered for a package when a changeset bumps that package and lists the
// operation in its text, as a list item that starts with its operationId in backticks
// (`- \`getTopic\`: …`): the text becomes the package's CHANGELOG entry, so the entry lists every
// operation that changed. An operation with a breaking change
// needs a major changeset; any other change (documentation included: it reaches the SDK's types
// as comments) any changeset. `npm run contract:diff -- --changeset` writes one that covers all.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/** The packages a contract change must be released in. */
export const CONTRACT_PACKAGES = ['@hangjia/sdk', '@hangjia/mock'];

/**
 * @typedef {import('./diff.mjs').Change} Change
 * @typedef {{ id: string, releases: Record<string, string>, summary: string }} Changeset
 * @typedef {{ operationId: string, method: string, path: string, breaking: string[], changes: number, packages: string[], needs: 'major' | 'any' }} Gap
 */

/**
 * A changeset file: its front matter (package → bump) and its text.
 * @param {string} id
 * @param {string} source
 * @returns {Changeset | null}
 */
export function parseChangeset(id, source) {
  const match = /^---\r?\n([\s\S]*?)\r?\n?---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) return null;
  const releases = parse(match[1] ?? '') ?? {};
  return { id, releases, summary: (match[2] ?? '').trim() };
}

/**
 * Every pending changeset of `.changeset/`.
 * @param {string} dir
 * @returns {Changeset[]}
 */
export function readChangesets(dir) {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .map((name) => parseChangeset(name.slice(0, -3), readFileSync(join(dir, name), 'utf8')))
    .filter((changeset) => changeset !== null);
}

/**
 * Which of CONTRACT_PACKAGES exist in the workspace and are versioned (not in the config's ignore).
 * @param {string} root
 * @returns {string[]}
 */
export function contractPackages(root) {
  const { workspaces = [] } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const config = JSON.parse(readFileSync(join(root, '.changeset', 'config.json'), 'utf8'));
  const names = workspaces
    .map((dir) => join(root, dir, 'package.json'))
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, 'utf8')).name);
  return CONTRACT_PACKAGES.filter((name) => names.includes(name) && !(config.ignore ?? []).includes(name));
}

/**
 * Whether a changeset's text lists an operation: a list item that starts with its operationId in
 * backticks (`- \`getTopic\` …`), as the written changesets do. A mention elsewhere (a code
 * example, \`api.send(getTopic)\`) is no entry of the list.
 */
const lists = (text, operationId) => text.split('\n').some((line) => /^\s*[-*]\s+`([^`]+)`/.exec(line)?.[1] === operationId);

/**
 * The changes grouped by operation, in their order.
 * @param {Change[]} changes
 */
export function byOperation(changes) {
  const groups = new Map();
  for (const change of changes) {
    const group = groups.get(change.operationId) ?? { operationId: change.operationId, method: change.method, path: change.path, changes: [] };
    group.changes.push(change);
    groups.set(change.operationId, group);
  }
  return [...groups.values()];
}

/**
 * What the changesets leave uncovered: per operation, the packages it still needs a changeset for.
 * Changes outside any operation (`*`) need a changeset of the right kind that names nothing.
 * @param {Change[]} changes
 * @param {Changeset[]} changesets
 * @param {string[]} packages
 * @returns {Gap[]}
 */
export function uncovered(changes, changesets, packages) {
  const gaps = [];
  for (const group of byOperation(changes)) {
    const breaking = group.changes.filter((change) => change.level === 'breaking').map((change) => change.text);
    const needs = breaking.length ? 'major' : 'any';
    const missing = packages.filter(
      (name) =>
        !changesets.some((changeset) => {
          const bump = changeset.releases[name];
          if (!bump || bump === 'none' || (needs === 'major' && bump !== 'major')) return false;
          return group.operationId === '*' || lists(changeset.summary, group.operationId);
        }),
    );
    if (missing.length) {
      gaps.push({ operationId: group.operationId, method: group.method, path: group.path, breaking, changes: group.changes.length, packages: missing, needs });
    }
  }
  return gaps;
}

/** The bump a set of changes needs: major for a breaking one, minor for any other but documentation. */
export function bumpFor(changes) {
  if (changes.some((change) => change.level === 'breaking')) return 'major';
  if (changes.some((change) => change.level === 'non-breaking')) return 'minor';
  return 'patch';
}

/**
 * A changeset that covers `changes` for `packages`: the bump they need and, per operation, what
 * changed (this text is what `changeset version` writes into each package's CHANGELOG).
 * @param {Change[]} changes
 * @param {string[]} packages
 */
export function changesetText(changes, packages) {
  const bump = bumpFor(changes);
  const head = packages.map((name) => `'${name}': ${bump}`).join('\n');
  const lines = byOperation(changes).map((group) => {
    const where = group.operationId === '*' ? 'The contract as a whole' : `\`${group.operationId}\` (\`${group.method} ${group.path}\`)`;
    const items = group.changes.map((change) => `  - ${change.level === 'breaking' ? '**breaking**: ' : ''}${change.text}`);
    return [`- ${where}`, ...items].join('\n');
  });
  const count = byOperation(changes).filter((group) => group.operationId !== '*').length;
  return `---\n${head}\n---\n\nThe contract changes ${count === 1 ? 'one operation' : `${count} operations`} (\`npm run contract:diff\`):\n\n${lines.join('\n')}\n`;
}
