import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', operations: 'src/operations.ts', 'react/index': 'src/react/index.ts' },
  format: ['esm', 'cjs'],
  dts: { compilerOptions: { composite: false, rootDir: '.', customConditions: ['source'] } },
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
