import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

// Each folder of src/ is a widget and an entry point of the package, except the shared internals
// below. The build derives its entries from the folders (tsup.config.ts); the root index, the
// `exports` of package.json and the README's list are written by hand, and checked here.
const INTERNALS = ['shared'];

const ui = join(import.meta.dirname, '..');
const src = join(ui, 'src');
const read = (path: string) => readFileSync(join(ui, path), 'utf8');
const folders = readdirSync(src, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const widgets = folders.filter((folder) => !INTERNALS.includes(folder));
const filesOf = (folder: string) => readdirSync(join(src, folder));

/** A widget's entry in `exports`, its conditions in this order (`source` first, `types` first within each). */
const entryOf = (widget: string) => ({
  source: `./src/${widget}/index.ts`,
  import: { types: `./dist/${widget}/index.d.ts`, default: `./dist/${widget}/index.js` },
  require: { types: `./dist/${widget}/index.d.cts`, default: `./dist/${widget}/index.cjs` },
});

describe('the widget folders of src/', () => {
  test('every folder but the shared internals is a widget with an index.ts, which the build makes an entry of', () => {
    expect(INTERNALS.filter((folder) => !folders.includes(folder)), 'internals named here that src/ no longer has').toEqual([]);
    expect(widgets.length).toBeGreaterThan(0);
    expect(widgets.filter((widget) => !filesOf(widget).includes('index.ts')), 'widget folders without an index.ts').toEqual([]);
  });

  test('the root index re-exports every widget', () => {
    const index = read('src/index.ts');
    const exported = new Set([...index.matchAll(/from '\.\/([^/']+)\//g)].map((match) => match[1]));
    expect(widgets.filter((widget) => !exported.has(widget)), 'widgets missing from src/index.ts').toEqual([]);
  });

  test('package.json exports every widget as its own entry, and nothing else', () => {
    const { exports } = JSON.parse(read('package.json')) as { exports: Record<string, unknown> };
    const missing = widgets.filter((widget) => JSON.stringify(exports[`./${widget}`]) !== JSON.stringify(entryOf(widget)));
    expect(missing, 'widgets missing from package.json exports, or whose entry is not ./src/<widget>/index.ts and dist/<widget>/index.*').toEqual([]);
    const others = Object.keys(exports).filter((key) => !['.', './package.json'].includes(key) && !widgets.includes(key.slice(2)));
    expect(others, 'package.json exports without a widget folder').toEqual([]);
  });

  test("the README's list of entry points names every widget", () => {
    const list = /^Entry points: ([\s\S]*?)\.$/m.exec(read('README.md'))?.[1] ?? '';
    const listed = [...list.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
    expect(widgets.filter((widget) => !listed.includes(widget)), "widgets missing from the README's \"Entry points:\"").toEqual([]);
  });

  // One name for each kind of file: `<widget>.tsx` the parts, `<widget>-logic.ts` the pure logic
  // (functions, constants and types without React), `use-<name>.ts` one hook named `use<Name>`,
  // `<widget>-store.ts` a framework-free store (subscribe and snapshot), `<widget>-context.ts` a
  // context other widgets share, `<widget>.test.tsx` the tests, `index.ts` the entry.
  test('the files of each widget follow one naming scheme', () => {
    const kinds = (widget: string) => [`${widget}.tsx`, `${widget}.test.tsx`, `${widget}-logic.ts`, `${widget}-store.ts`, `${widget}-context.ts`, 'index.ts'];
    const strays = widgets.flatMap((widget) =>
      filesOf(widget)
        .filter((file) => !kinds(widget).includes(file) && !/^use-[a-z]+(-[a-z]+)*\.ts$/.test(file))
        .map((file) => `${widget}/${file}`),
    );
    expect(strays, 'files outside the naming scheme').toEqual([]);
  });
});
