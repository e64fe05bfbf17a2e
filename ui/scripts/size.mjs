// `npm run size -w @hangjia/ui`: what each widget, its whole entry point imported alone, adds to a
// bare React app, in minified + gzip bytes (esbuild, production, from the built `dist/`). Each is also
// compared with what it is built on, imported whole: its Radix primitive, and the package's own small
// versions of Radix's helper packages (src/shared: Slot, composeEventHandlers and refs, createContext,
// useControllableState), which it shares with the other widgets. Target: ≤ that base + 3 KB (3 KB for
// a widget on neither). Exits 1 when one is over.
import { build } from 'esbuild';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const ui = resolve(here, '..');
const KB = 1024;

/** widget → [the export it renders, its props] */
const widgets = {
  alert: ['AlertRoot', '{ message: "极光奖申报已截止" }'],
  'back-to-top': ['BackToTop', '{}'],
  carousel: ['CarouselRoot', '{}'],
  cascader: ['CascaderRoot', '{ options: [], "aria-label": "服务类型" }'],
  'confirm-dialog': ['ConfirmDialogRoot', '{ message: "确认?" }'],
  'countdown-button': ['CountdownButton', '{}'],
  'data-table': ['DataTableRoot', '{ columns: [], rows: [], getRowKey: (r) => r }'],
  highlight: ['Highlight', '{ text: "Mini LED", keywords: "led" }'],
  'image-picker': ['ImagePickerRoot', '{}'],
  'infinite-scroll': ['InfiniteScrollRoot', '{ onLoadMore: async () => false }'],
  'load-more': ['LoadMoreRoot', '{ onLoadMore: async () => false }'],
  'login-dialog': ['LoginDialogRoot', '{}'],
  masonry: ['MasonryRoot', '{ columnWidth: 300 }'],
  pager: ['PagerRoot', '{ totalPages: 12 }'],
  popover: ['PopoverRoot', '{}'],
  'redirect-countdown': ['RedirectCountdown', '{ seconds: 5 }'],
  tabs: ['TabsRoot', '{ defaultValue: "a" }'],
  toast: ['ToastProvider', '{}'],
};

/** The package's own helpers in place of Radix's helper packages. */
const helpers = ['slot.tsx', 'compose.ts', 'context.tsx', 'use-controllable-state.ts'].map((file) => resolve(ui, 'src/shared', file));

/** The Radix packages and own helpers a widget's sources import, following its relative imports. */
function basePackages(widget) {
  const found = new Set();
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    if (helpers.includes(file)) found.add(`./${relative(ui, file)}`);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)) {
      if (spec.startsWith('@radix-ui/')) found.add(spec);
      else if (spec.startsWith('.')) for (const ext of ['.ts', '.tsx', '/index.ts']) visit(resolve(dirname(file), spec + ext));
    }
  };
  const dir = resolve(ui, 'src', widget);
  for (const file of readdirSync(dir)) if (!file.includes('.test.')) visit(resolve(dir, file));
  return [...found].sort();
}

const bare = `import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\n`;
const render = (element) => `createRoot(document.getElementById('root')).render(${element});\n`;

async function gzipBytes(source) {
  const result = await build({
    stdin: { contents: source, resolveDir: ui, loader: 'js' },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
}

if (!existsSync(resolve(ui, 'dist/index.js'))) {
  console.error('ui/dist is missing: run `npm run build -w @hangjia/ui` first');
  process.exit(1);
}

const base = await gzipBytes(bare + render('null'));
const fmt = (bytes) => `${(bytes / KB).toFixed(2)} KB`;
console.log(`bare React app: ${fmt(base)} gzip\n`);
console.log('widget'.padEnd(20) + 'adds'.padStart(10) + 'its base'.padStart(12) + 'target'.padStart(10) + '  ok   built on');
let over = 0;
for (const [name, [component, props]] of Object.entries(widgets)) {
  // the whole entry point (every part, hook and rule of the widget), its root rendered
  const added =
    (await gzipBytes(`${bare}import * as W from '@hangjia/ui/${name}';\nconsole.log(W);\n${render(`createElement(W.${component}, ${props})`)}`)) - base;
  const based = basePackages(name);
  const imports = based.map((pkg, i) => `import * as R${i} from '${pkg}';\n`).join('');
  const baseBytes = based.length
    ? (await gzipBytes(`${bare}${imports}console.log(${based.map((_, i) => `R${i}`).join(', ')});\n${render('null')}`)) - base
    : 0;
  const target = baseBytes + 3 * KB;
  const ok = added <= target;
  if (!ok) over += 1;
  const short = (list) => list.map((pkg) => pkg.replace(/^@radix-ui\/(react-)?|^\.\/src\/shared\/|\.tsx?$/g, '')).join(', ');
  const radix = short(based.filter((pkg) => pkg.startsWith('@')));
  const own = short(based.filter((pkg) => pkg.startsWith('.')));
  const names = [radix, own && `own ${own}`].filter(Boolean).join('; ') || '—';
  console.log(name.padEnd(20) + fmt(added).padStart(10) + (based.length ? fmt(baseBytes) : '—').padStart(12) + fmt(target).padStart(10) + `  ${ok ? 'yes' : 'NO '}  ${names}`);
}
const fromRoot = (await gzipBytes(`${bare}import { PagerRoot } from '@hangjia/ui';\n${render('createElement(PagerRoot, { totalPages: 12 })')}`)) - base;
console.log(`\nthe pager imported from the root instead: ${fmt(fromRoot)}`);
const all = (await gzipBytes(`${bare}import * as UI from '@hangjia/ui';\nconsole.log(UI);\n${render('null')}`)) - base;
console.log(`the whole root (every widget): ${fmt(all)}`);
process.exit(over ? 1 : 0);
