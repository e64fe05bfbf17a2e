// The gate of `npm test`: the contract's changes against the pending changesets.
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { bumpFor, changesetText, contractPackages, parseChangeset, readChangesets, uncovered } from './changesets.mjs';

const SDK = ['@hangjia/sdk'];
const TOPIC = { operationId: 'getTopic', method: 'GET', path: '/openapi/v1/vue/topic/{id}' };
const SEARCH = { operationId: 'searchTopics', method: 'GET', path: '/openapi/v1/vue/search' };
const fieldRemoved = { ...TOPIC, level: 'breaking', text: 'answer 200 `json.readNum`: field removed' };
const queryAdded = { ...SEARCH, level: 'non-breaking', text: 'query parameter `sort`: added, optional' };
const described = { ...SEARCH, level: 'docs', text: 'answer 200 `json[].title`: description changed' };

const changeset = (releases, summary) => ({ id: 'some-change', releases, summary });

describe('the gate, given a response field of getTopic removed', () => {
  test('with no changeset, getTopic needs a major changeset, and the change is named', () => {
    expect(uncovered([fieldRemoved], [], SDK)).toEqual([
      { ...TOPIC, breaking: ['answer 200 `json.readNum`: field removed'], changes: 1, packages: SDK, needs: 'major' },
    ]);
  });

  test('a minor changeset that names getTopic is not enough', () => {
    expect(uncovered([fieldRemoved], [changeset({ '@hangjia/sdk': 'minor' }, '- `getTopic` drops `readNum`.')], SDK)).toHaveLength(1);
  });

  test('a major changeset that lists getTopic covers it', () => {
    expect(uncovered([fieldRemoved], [changeset({ '@hangjia/sdk': 'major' }, 'Topics lose their read count:\n\n- `getTopic`: no `readNum`.')], SDK)).toEqual([]);
    expect(uncovered([fieldRemoved], [changeset({ '@hangjia/sdk': 'major' }, '* `getTopic` (`GET /openapi/v1/vue/topic/{id}`)')], SDK)).toEqual([]);
  });

  test('a major changeset of another package, or one that does not list getTopic, does not', () => {
    expect(uncovered([fieldRemoved], [changeset({ '@hangjia/ui': 'major' }, '- `getTopic`')], SDK)).toHaveLength(1);
    expect(uncovered([fieldRemoved], [changeset({ '@hangjia/sdk': 'major' }, '- `getTopics` and `getTopicById`')], SDK)).toHaveLength(1);
    // A mention that is no entry of a list, such as a code example, names no change.
    expect(uncovered([fieldRemoved], [changeset({ '@hangjia/sdk': 'major' }, 'New: `api.send(getTopic, { id })`, and getTopic is faster.')], SDK)).toHaveLength(1);
  });
});

describe('the gate, given changes that break nothing', () => {
  test('a new optional query parameter needs a changeset, a minor one is enough', () => {
    expect(uncovered([queryAdded], [], SDK)).toMatchObject([{ operationId: 'searchTopics', needs: 'any', breaking: [] }]);
    expect(uncovered([queryAdded], [changeset({ '@hangjia/sdk': 'minor' }, '- `searchTopics` takes `sort`.')], SDK)).toEqual([]);
  });

  test('a documentation change is covered by a patch', () => {
    expect(uncovered([described], [changeset({ '@hangjia/sdk': 'patch' }, '- `searchTopics`: a better description.')], SDK)).toEqual([]);
  });

  test('no change needs nothing', () => {
    expect(uncovered([], [], SDK)).toEqual([]);
  });
});

describe('the gate, once the contract also ships as @hangjia/mock', () => {
  const both = ['@hangjia/sdk', '@hangjia/mock'];

  test('a changeset of the SDK alone leaves the mock uncovered', () => {
    const sdkOnly = [changeset({ '@hangjia/sdk': 'major' }, '- `getTopic`')];
    expect(uncovered([fieldRemoved], sdkOnly, both)).toMatchObject([{ operationId: 'getTopic', packages: ['@hangjia/mock'] }]);
    expect(uncovered([fieldRemoved], [changeset({ '@hangjia/sdk': 'major', '@hangjia/mock': 'major' }, '- `getTopic`')], both)).toEqual([]);
  });
});

describe('the changeset written from the diff', () => {
  test('takes the bump the changes need', () => {
    expect(bumpFor([queryAdded, fieldRemoved])).toBe('major');
    expect(bumpFor([queryAdded, described])).toBe('minor');
    expect(bumpFor([described])).toBe('patch');
  });

  test('lists each operation with its changes, and covers them', () => {
    const changes = [fieldRemoved, queryAdded];
    const text = changesetText(changes, SDK);
    expect(text).toContain("'@hangjia/sdk': major");
    expect(text).toContain('- `getTopic` (`GET /openapi/v1/vue/topic/{id}`)\n  - **breaking**: answer 200 `json.readNum`: field removed');
    expect(text).toContain('- `searchTopics` (`GET /openapi/v1/vue/search`)\n  - query parameter `sort`: added, optional');
    expect(uncovered(changes, [parseChangeset('contract', text)], SDK)).toEqual([]);
  });
});

describe('the workspace', () => {
  let root;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function workspace(packages, ignore) {
    root = mkdtempSync(join(tmpdir(), 'contract-gate-'));
    writeFileSync(join(root, 'package.json'), JSON.stringify({ workspaces: Object.keys(packages) }));
    for (const [dir, name] of Object.entries(packages)) {
      mkdirSync(join(root, dir));
      writeFileSync(join(root, dir, 'package.json'), JSON.stringify({ name }));
    }
    mkdirSync(join(root, '.changeset'));
    writeFileSync(join(root, '.changeset', 'config.json'), JSON.stringify({ ignore }));
    return root;
  }

  test('the contract is released in the SDK, and in @hangjia/mock when it exists and is versioned', () => {
    expect(contractPackages(workspace({ sdk: '@hangjia/sdk', ui: '@hangjia/ui' }, []))).toEqual(['@hangjia/sdk']);
    rmSync(root, { recursive: true, force: true });
    expect(contractPackages(workspace({ sdk: '@hangjia/sdk', mock: '@hangjia/mock' }, []))).toEqual(['@hangjia/sdk', '@hangjia/mock']);
    rmSync(root, { recursive: true, force: true });
    expect(contractPackages(workspace({ sdk: '@hangjia/sdk', mock: '@hangjia/mock' }, ['@hangjia/mock']))).toEqual(['@hangjia/sdk']);
  });

  test('pending changesets are read from their files, the README aside', () => {
    workspace({}, []);
    writeFileSync(join(root, '.changeset', 'README.md'), '# Changesets\n');
    writeFileSync(join(root, '.changeset', 'sdk-topic.md'), "---\n'@hangjia/sdk': major\n'@hangjia/ui': patch\n---\n\n`getTopic` drops `readNum`.\n");
    expect(readChangesets(join(root, '.changeset'))).toEqual([
      { id: 'sdk-topic', releases: { '@hangjia/sdk': 'major', '@hangjia/ui': 'patch' }, summary: '`getTopic` drops `readNum`.' },
    ]);
  });
});

describe('the release step', () => {
  const require = createRequire(import.meta.url);
  const lines = require('../../.changeset/changelog.cjs');
  const defaults = require('@changesets/cli/changelog').default;
  const released = new URL('../../openapi/released/openapi.json', import.meta.url);

  test("writes the CHANGELOG lines as Changesets' default does, and leaves the released contract to releases of the SDK or the mock", async () => {
    const before = statSync(released).mtimeMs;
    const ui = { id: 'ui-pager', summary: 'Pager: a label per page.\nSecond line.', releases: [{ name: '@hangjia/ui', type: 'minor' }], commit: 'abcdef1234' };
    expect(await lines.getReleaseLine(ui, 'minor', null)).toBe(await defaults.getReleaseLine(ui, 'minor', null));
    expect(statSync(released).mtimeMs).toBe(before);
  });
});
