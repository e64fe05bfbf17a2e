import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'tsup';

const entry = { index: 'src/index.ts', operations: 'src/operations.ts', 'react/index': 'src/react/index.ts' };

// The declarations are tsc's, written by `tsc -b` (the build script runs it first; after the
// type-check step it has nothing to do), and bundled for each entry here. The bundler reads a copy
// outside node_modules: there it would take each import of one file by another for a package's.
const types = mkdtempSync(join(tmpdir(), 'hangjia-sdk-types-'));
process.on('exit', () => rmSync(types, { recursive: true, force: true }));
cpSync('../node_modules/.cache/tsc/sdk/sdk/src', join(types, 'src'), { recursive: true });
const declarations = Object.fromEntries(Object.entries(entry).map(([name, file]) => [name, join(types, file.replace(/\.ts$/, '.d.ts'))]));

export default defineConfig({
  entry,
  format: ['esm', 'cjs'],
  dts: { entry: declarations },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  platform: 'neutral',
  // The React layer imports the core through the package name, so both entries share one copy
  // of the client, the operation table and the ApiError class.
  external: ['@hangjia/sdk', 'react', 'react/jsx-runtime', '@tanstack/react-query'],
  // openapi-fetch ships its function as `exports.default`, which Node's CJS interop does not unwrap:
  // bundling its ESM build (a few kB) keeps both formats working.
  noExternal: ['openapi-fetch'],
});
