// `npm run size -w @hangjia/ui`: what each widget, its whole entry point imported alone, adds to a
// bare React app, in minified + gzip bytes (esbuild, production, from the built `dist/`). Radix-based
// widgets are also compared with their Radix package imported whole. Targets: a widget on no Radix
// primitive ≤ 3 KB; a Radix-based one ≤ its Radix package + 3 KB. Exits 1 when one is over.
import { build } from 'esbuild';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
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

/** The Radix packages a widget's sources import, following its relative imports. */
function radixPackages(widget) {
  const found = new Set();
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
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
console.log('widget'.padEnd(20) + 'adds'.padStart(10) + 'its radix'.padStart(12) + 'target'.padStart(10) + '  ok   radix packages');
let over = 0;
for (const [name, [component, props]] of Object.entries(widgets)) {
  // the whole entry point (every part, hook and rule of the widget), its root rendered
  const added =
    (await gzipBytes(`${bare}import * as W from '@hangjia/ui/${name}';\nconsole.log(W);\n${render(`createElement(W.${component}, ${props})`)}`)) - base;
  const radix = radixPackages(name);
  const imports = radix.map((pkg, i) => `import * as R${i} from '${pkg}';\n`).join('');
  const radixBytes = radix.length
    ? (await gzipBytes(`${bare}${imports}console.log(${radix.map((_, i) => `R${i}`).join(', ')});\n${render('null')}`)) - base
    : 0;
  const target = radixBytes + 3 * KB;
  const ok = added <= target;
  if (!ok) over += 1;
  const names = radix.map((pkg) => pkg.replace('@radix-ui/', '').replace('react-', '')).join(', ') || '—';
  console.log(name.padEnd(20) + fmt(added).padStart(10) + (radix.length ? fmt(radixBytes) : '—').padStart(12) + fmt(target).padStart(10) + `  ${ok ? 'yes' : 'NO '}  ${names}`);
}
const fromRoot = (await gzipBytes(`${bare}import { PagerRoot } from '@hangjia/ui';\n${render('createElement(PagerRoot, { totalPages: 12 })')}`)) - base;
console.log(`\nthe pager imported from the root instead: ${fmt(fromRoot)}`);
const all = (await gzipBytes(`${bare}import * as UI from '@hangjia/ui';\nconsole.log(UI);\n${render('null')}`)) - base;
console.log(`the whole root (every widget): ${fmt(all)}`);
process.exit(over ? 1 : 0);
