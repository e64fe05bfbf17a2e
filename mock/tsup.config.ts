import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { slimContract } from './src/contract.ts';

export default defineConfig({
  // `faults` is plain JavaScript that ESM callers import from src as it is (the mock server's front
  // runs in plain Node, without a build); the build gives its CommonJS copy, typed from its .d.mts.
  entry: { index: 'src/index.ts', msw: 'src/msw.ts', faults: 'src/faults.mjs' },
  format: ['esm', 'cjs'],
  dts: {
    entry: { index: 'src/index.ts', msw: 'src/msw.ts', faults: 'src/faults.d.mts' },
    compilerOptions: { composite: false, rootDir: '..', customConditions: ['source'] },
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
