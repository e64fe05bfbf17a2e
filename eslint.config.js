// Lint: the one-way dependencies of the workspace, checked on every import.
//
//   openapi → sdk → app ← ui        (the contract knows nothing of the SDK, the SDK nothing of the
//                                     UI or the app, the UI nothing of the SDK or the app)
//   app/src/features/<x>            may import the packages, app/src/{components,lib,config,styles}
//                                     and its own folder, never another feature
//   app/src/components              never imports a feature or app/src/app
//   app/src/{lib,config,styles}     never import components, a feature or app/src/app
//   app/src/app, main, entry-server  put it all together
//
// Packages meet only through their exports: an import that reaches into another package by a
// relative path (`../../sdk/src/…`) is refused, whatever the layers. And no import cycle, within a
// package or across (import-x/no-cycle, type-only imports aside).
//
// One way for the app to read the API (app/src/**): a read is a query option of the feature's query
// module (`<name>-queries.ts`, built with the SDK's `operationQueryOptions`, `cursorQueryOptions` or
// `pageInfiniteQueryOptions` and the operation from `@hangjia/sdk/operations`), read with React
// Query's `useQuery` / `useInfiniteQuery`; a write is a generated mutation hook. So the app imports
// neither the SDK's per-area factories nor its generated query hooks (their names come from the
// SDK's generated operation table), and writes no `queryFn` outside a query module (tests aside:
// they read things that are not the API). The SDK's hand-written React layer (sdk/src/react) imports
// nothing of the generated hooks, which depend on it one way.
//
// `npx eslint .` (a step of `npm test`).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = dirname(fileURLToPath(import.meta.url));
const base = new Set(['lib', 'config', 'styles']);
const packages = new Set(['openapi', 'sdk', 'ui', 'mock', 'mock-server', 'app', 'examples']);

/** Where a file of the repository sits: a layer name, and the feature for feature code. */
function layerOf(absolute) {
  const parts = relative(root, absolute).split(sep);
  const [top, second, third, fourth] = parts;
  if (top === 'openapi' || top === 'sdk' || top === 'ui' || top === 'mock' || top === 'mock-server') return { layer: top };
  if (top !== 'app') return { layer: 'other' };
  if (second !== 'src') return { layer: 'app-tooling' };
  if (third === 'features' && fourth) return { layer: 'feature', feature: fourth };
  if (third === 'components') return { layer: 'components' };
  if (base.has(third)) return { layer: 'base' };
  return { layer: 'app-root' };
}

/** Where an import points: a workspace package by name, or a file by relative path. */
function targetOf(specifier, fromFile) {
  const pkg = /^@hangjia\/(openapi|sdk|ui|mock|mock-server|app)(\/|$)/.exec(specifier);
  if (pkg) return { layer: pkg[1] === 'app' ? 'app-root' : pkg[1] };
  if (specifier.startsWith('.')) return layerOf(resolve(dirname(fromFile), specifier));
  return null;
}

const allowed = {
  openapi: ['openapi'],
  sdk: ['sdk', 'openapi'],
  ui: ['ui'],
  mock: ['mock', 'openapi', 'sdk'],
  'mock-server': ['mock-server', 'mock', 'openapi', 'sdk'],
  base: ['base', 'sdk', 'ui', 'openapi'],
  components: ['components', 'base', 'sdk', 'ui', 'openapi'],
  feature: ['feature', 'components', 'base', 'sdk', 'ui', 'openapi'],
};

const why = {
  openapi: 'the contract imports nothing of the SDK, the UI or the app',
  sdk: 'the SDK depends on the contract only (openapi → sdk → app)',
  ui: 'the UI knows neither the SDK nor the app (app ← ui)',
  mock: 'the sample world depends on the contract and the SDK only',
  'mock-server': 'the mock server depends on the sample world, the contract and the SDK only',
  base: 'app/src/lib, config and styles never import components, a feature or app/src/app',
  components: 'app/src/components never import a feature or app/src/app',
  feature: 'a feature imports the packages and app/src/{components,lib,config}, never another feature or app/src/app',
};

const boundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      crossed: '{{from}} may not import {{to}}: {{why}}.',
      relative: "'{{specifier}}' reaches into the package {{target}} by a relative path: import it by its name and its exports.",
    },
  },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    const rule = allowed[from.layer];
    const ownPackage = relative(root, file).split(sep)[0];
    function check(node) {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      if (specifier.startsWith('.') && packages.has(ownPackage)) {
        const targetPackage = relative(root, resolve(dirname(file), specifier)).split(sep)[0];
        if (targetPackage !== ownPackage && packages.has(targetPackage)) {
          context.report({ node: node.source, messageId: 'relative', data: { specifier, target: targetPackage } });
          return;
        }
      }
      if (!rule) return;
      const to = targetOf(specifier, file);
      if (!to || to.layer === 'other') return;
      const sameFeature = from.layer === 'feature' && to.layer === 'feature' && to.feature === from.feature;
      // a test may render with the app's own providers (app/src/app) and answer from the API's twin
      // (@hangjia/mock, through app/test), never reach into another feature
      const testHarness = /\.test\.tsx?$/.test(file) && ['app-root', 'app-tooling', 'mock'].includes(to.layer);
      const ok = to.layer === 'feature' ? sameFeature : testHarness || rule.includes(to.layer);
      if (!ok) {
        const label = (l) => (l.layer === 'feature' ? `feature '${l.feature}'` : l.layer);
        context.report({ node: node.source, messageId: 'crossed', data: { from: label(from), to: `${label(to)} ('${specifier}')`, why: why[from.layer] } });
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/**
 * What the app may not import from `@hangjia/sdk/react`, by name: each area's `<area>Queries` and
 * `<area>Mutations`, and the hook of every read (`use<Operation>`, and `useInfinite<Operation>` for
 * a page list), named as the SDK's generator names them, from the rows of its generated operation
 * table (sdk/src/generated/operations/<id>.ts, one JSON row each).
 */
function sdkReadsOutsideQueryModules() {
  const dir = resolve(root, 'sdk/src/generated/operations');
  const rows = readdirSync(dir)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => {
      const row = /= (\{.*\}) as const satisfies OperationMeta;/.exec(readFileSync(resolve(dir, file), 'utf8'))?.[1];
      if (!row) throw new Error(`eslint.config.js: no operation row in sdk/src/generated/operations/${file}`);
      return JSON.parse(row);
    });
  if (rows.length === 0) throw new Error('eslint.config.js: the SDK has no generated operations (npm run generate -w @hangjia/sdk)');
  const pascal = (id) => id[0].toUpperCase() + id.slice(1);
  const names = new Map();
  for (const row of rows) {
    names.set(`${row.tag}Queries`, { kind: 'area', area: row.tag });
    names.set(`${row.tag}Mutations`, { kind: 'area', area: row.tag });
    if (row.kind !== 'query') continue;
    names.set(`use${pascal(row.id)}`, { kind: 'hook', operation: row.id });
    if (row.pagination?.style === 'page') names.set(`useInfinite${pascal(row.id)}`, { kind: 'hook', operation: row.id });
  }
  return names;
}

const READ_INSTEAD =
  "read through the feature's query module (`<name>-queries.ts`: `operationQueryOptions(api, operation, …)` with the operation from '@hangjia/sdk/operations', `cursorQueryOptions` / `pageInfiniteQueryOptions` for lists) and React Query's `useQuery` / `useInfiniteQuery` (`withListItems` for a list's items); a write is its generated mutation hook (`useSendSms()`)";

const sdkReads = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      hook: "'{{name}}' is the SDK's generated hook of the read {{operation}}: {{instead}}.",
      area: "'{{name}}' makes the reads and writes of the area {{area}} from the whole operation table: {{instead}}.",
      whole: "Import from '@hangjia/sdk/react' the names you use, so that lint sees them (the app does not read through the SDK's per-area factories or generated query hooks).",
    },
  },
  create(context) {
    const forbidden = sdkReadsOutsideQueryModules();
    const fromReact = (node) => node.source?.value === '@hangjia/sdk/react';
    function checkName(node, name) {
      const entry = forbidden.get(name);
      if (!entry) return;
      context.report({ node, messageId: entry.kind, data: { name, operation: entry.operation, area: entry.area, instead: READ_INSTEAD } });
    }
    return {
      ImportDeclaration(node) {
        if (!fromReact(node)) return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportSpecifier') checkName(specifier, specifier.imported.name ?? specifier.imported.value);
          else context.report({ node: specifier, messageId: 'whole' });
        }
      },
      ExportNamedDeclaration(node) {
        if (!fromReact(node)) return;
        for (const specifier of node.specifiers) checkName(specifier, specifier.local.name ?? specifier.local.value);
      },
      ExportAllDeclaration(node) {
        if (fromReact(node)) context.report({ node, messageId: 'whole' });
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal' && node.source.value === '@hangjia/sdk/react') context.report({ node, messageId: 'whole' });
      },
    };
  },
};

const queryFnInQueryModules = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      queryFn:
        "A queryFn outside a query module: add the read to the feature's `<name>-queries.ts` (`operationQueryOptions` / `cursorQueryOptions` / `pageInfiniteQueryOptions` with the operation from '@hangjia/sdk/operations'), shared by its route loader and its components, and read it with `useQuery` / `useInfiniteQuery`.",
    },
  },
  create(context) {
    return {
      Property(node) {
        const key = node.computed ? null : node.key.type === 'Identifier' ? node.key.name : node.key.value;
        if (key === 'queryFn') context.report({ node: node.key, messageId: 'queryFn' });
      },
    };
  },
};

export default [
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.artifacts/**', '**/coverage/**', 'sdk/src/generated/**', 'examples/**'] },
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs,jsx}'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    plugins: { hangjia: { rules: { boundaries, 'sdk-reads': sdkReads, 'query-fn-in-query-modules': queryFnInQueryModules } } },
    rules: { 'hangjia/boundaries': 'error' },
  },
  {
    files: ['app/src/**/*.{ts,tsx}'],
    rules: { 'hangjia/sdk-reads': 'error' },
  },
  {
    files: ['app/src/**/*.{ts,tsx}'],
    ignores: ['**/*-queries.ts', '**/*.test.{ts,tsx}'],
    rules: { 'hangjia/query-fn-in-query-modules': 'error' },
  },
  {
    // the hand-written React layer imports nothing generated but operations: the generated hooks
    // are made with it (sdk/src/generated/react.ts → react/adapter.ts), never the other way
    files: ['sdk/src/react/**/*.{ts,tsx}'],
    ignores: ['sdk/src/react/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/generated/react', '**/generated/react.ts'], message: 'The hand-written React layer does not import the generated hooks: they are made with it (react/adapter.ts), and only react/index.ts puts both together.' }] },
      ],
    },
  },
  {
    files: ['{openapi,sdk,ui,mock,mock-server,app}/**/*.{ts,tsx,mts,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true, conditionNames: ['source', 'import', 'types', 'default'] })],
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // the two classic hook rules (the React Compiler ones of the plugin's presets are not used)
    files: ['{app,ui,sdk}/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
];
