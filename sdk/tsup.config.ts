import { defineConfig } from 'tsup';
import { declarationEntries, declarationsCopy, tscOut } from '../scripts/tsc-declarations.mjs';

const entry = { index: 'src/index.ts', operations: 'src/operations.ts', 'react/index': 'src/react/index.ts' };

// tsc's declarations (scripts/tsc-declarations.mjs), bundled for each entry.
const declarations = declarationEntries(entry, declarationsCopy('sdk', [[tscOut('sdk/sdk/src'), 'src']]));

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
