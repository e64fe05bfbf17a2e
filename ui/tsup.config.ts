import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'tsup';

// One entry per widget (`@hangjia/ui/pager` → dist/pager/index.js) beside the flat root. The ESM
// build splits shared code into chunks, so a widget imported alone brings only what it uses.
const widgets = readdirSync('src', { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(`src/${d.name}/index.ts`))
  .map((d) => d.name);

const entry: Record<string, string> = Object.fromEntries([['index', 'src/index.ts'], ...widgets.map((w) => [`${w}/index`, `src/${w}/index.ts`])]);

// The declarations are tsc's, written by `tsc -b` (the build script runs it first; after the
// type-check step it has nothing to do), and bundled for all entries at once here. The bundler
// reads a copy outside node_modules: there it would take each import of one file by another for a
// package's.
const types = mkdtempSync(join(tmpdir(), 'hangjia-ui-types-'));
process.on('exit', () => rmSync(types, { recursive: true, force: true }));
cpSync('../node_modules/.cache/tsc/ui/ui/src', join(types, 'src'), { recursive: true });
const declarations = Object.fromEntries(Object.entries(entry).map(([name, file]) => [name, join(types, file.replace(/\.ts$/, '.d.ts'))]));

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
