import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'tsup';
import { declarationsCopy, tscOut } from '../scripts/tsc-declarations.mjs';
import { slimContract } from './src/contract.ts';

// tsc's declarations (scripts/tsc-declarations.mjs) of this package, the SDK and the contract's
// samples, bundled for each entry with the types of the SDK and the samples that the mock's own name
// (the build's `tsc -b` writes them all: the mock's project references the other two). Beside tsc's,
// the declarations written by hand (faults.d.mts, the contract's picture.d.mts).
const types = declarationsCopy('mock', [
  [tscOut('mock/mock/src'), 'mock'],
  ['src', 'mock', (file) => !/\.[cm]?[jt]sx?$/.test(file) || /\.d\.[cm]?ts$/.test(file)],
  [tscOut('sdk/sdk/src'), 'sdk'],
  [tscOut('openapi/samples'), 'samples'],
  // The samples' pictures are typed by the contract's plain-JavaScript module beside them.
  ['../openapi/src/picture.d.mts', 'src/picture.d.mts'],
]);

export default defineConfig({
  // `faults` is plain JavaScript that ESM callers import from src as it is (the mock server's front
  // runs in plain Node, without a build); the build gives its CommonJS copy, typed from its .d.mts.
  entry: { index: 'src/index.ts', msw: 'src/msw.ts', faults: 'src/faults.mjs' },
  format: ['esm', 'cjs'],
  dts: {
    entry: { index: join(types, 'mock/index.d.ts'), msw: join(types, 'mock/msw.d.ts'), faults: join(types, 'mock/faults.d.mts') },
    compilerOptions: {
      paths: {
        '@hangjia/sdk': [join(types, 'sdk/index.d.ts')],
        '@hangjia/openapi/samples': [join(types, 'samples/index.d.ts')],
        '@hangjia/openapi/samples/*': [join(types, 'samples/*.d.ts')],
      },
    },
  },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  platform: 'neutral',
  // The contract and the sample world are this package's own (from the private workspace packages
  // openapi and sdk, by their sources); msw is the caller's, and the checker a dependency.
  external: ['msw', '@cfworker/json-schema'],
  noExternal: ['@hangjia/openapi', '@hangjia/sdk', 'qrcode'],
  esbuildOptions(options) {
    options.conditions = ['source'];
    // qrcode's own entry brings its renderers (canvas, PNG on Node streams): the sample world needs
    // only its encoder, which runs anywhere.
    options.alias = { qrcode: 'qrcode/lib/core/qrcode.js' };
  },
  esbuildPlugins: [
    {
      // The bundle carries the contract without its descriptions and examples (about 80 KB of 2.8 MB):
      // the examples are made by the sample world itself.
      name: 'slim-contract',
      setup(build) {
        build.onLoad({ filter: /openapi[\\/]dist[\\/]openapi\.json$/ }, (args) => ({
          contents: JSON.stringify(slimContract(JSON.parse(readFileSync(args.path, 'utf8')))),
          loader: 'json',
        }));
      },
    },
  ],
});
