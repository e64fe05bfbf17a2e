import { existsSync, readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { declarationEntries, declarationsCopy, tscOut } from '../scripts/tsc-declarations.mjs';

// One entry per widget (`@hangjia/ui/pager` → dist/pager/index.js) beside the flat root. The ESM
// build splits shared code into chunks, so a widget imported alone brings only what it uses.
const widgets = readdirSync('src', { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(`src/${d.name}/index.ts`))
  .map((d) => d.name);

const entry: Record<string, string> = Object.fromEntries([['index', 'src/index.ts'], ...widgets.map((w) => [`${w}/index`, `src/${w}/index.ts`])]);

// tsc's declarations (scripts/tsc-declarations.mjs), bundled for all entries at once.
const declarations = declarationEntries(entry, declarationsCopy('ui', [[tscOut('ui/ui/src'), 'src']]));

export default defineConfig({
  entry,
  format: ['esm', 'cjs'],
  dts: { entry: declarations },
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: true,
  treeshake: false,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime', /^@radix-ui\//],
});
