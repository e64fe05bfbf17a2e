import { readdirSync, existsSync } from 'node:fs';
import { defineConfig } from 'tsup';

// One entry per widget (`@hangjia/ui/pager` → dist/pager/index.js) beside the flat root. The ESM
// build splits shared code into chunks, so a widget imported alone brings only what it uses.
const widgets = readdirSync('src', { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(`src/${d.name}/index.ts`))
  .map((d) => d.name);

export default defineConfig({
  entry: Object.fromEntries([['index', 'src/index.ts'], ...widgets.map((w) => [`${w}/index`, `src/${w}/index.ts`])]),
  format: ['esm', 'cjs'],
  dts: { compilerOptions: { composite: false } },
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: true,
  treeshake: false,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime', /^@radix-ui\//],
});
