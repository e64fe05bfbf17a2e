// How the browser build is split into files (rolldown's `output.codeSplitting`, used by
// vite.config.ts). Left to itself, rolldown gives each set of lazy modules that share code a file of
// its own: 115 files, most under 2 KB, and a page asked for twenty of them. Here modules go to a
// few files by what they are for, and each page asks for one to five:
//
// - `index`: what every page runs, the entry and its static imports, the home page among them
//   (features/portal/pages.ts): most visits start there and every page uses its parts (React
//   Query's observer, the section boundary, the ads, the carousel), so the home page is this file;
// - a file per area: `portal` (news, content pages, home's sections hydrated on intent), `events`
//   (events and awards), `sc`, `pages` (the other areas);
// - `common`: the shared components and helpers the home page does not use, and the rest of React
//   Query (infinite lists, mutations);
// - `qa`: the QA recorder and panel, only when QA is on;
// - `tabs` (Radix tabs), `qr` (the QR library) and `overlay` (Radix's dialog and popover machinery,
//   the dialogs loaded on intent, the footer's popovers): asked for only by what uses them.
//
// Modules go by their path only (rolldown then imports across files as the code requires): a
// shared module's place decides which pages load it, so keep a static import of a dialog, of the
// QR code or of the tabs out of modules every page runs (import them lazily:
// components/dialog/lazy-dialog.tsx, components/qr-code/lazy-qr-code.tsx).
import type { Rolldown } from 'vite';

type Test = (id: string) => boolean;

const path = (id: string) => id.replace(/\\/g, '/');
/** Packages from node_modules, by name. */
const packages =
  (...names: string[]): Test =>
  (id) =>
    names.some((name) => path(id).includes(`/node_modules/${name}/`));
/** Workspace sources whose path contains one of `parts`. */
const sources =
  (...parts: string[]): Test =>
  (id) =>
    !path(id).includes('/node_modules/') && parts.some((part) => path(id).includes(part));
const anyOf =
  (...tests: Test[]): Test =>
  (id) =>
    tests.some((test) => test(id));

/** React Query: what the entry does not run (infinite lists, mutations) goes with the shared code. */
const reactQuery = packages('@tanstack/query-core', '@tanstack/react-query');

/** The QA recorder and panel, loaded only when QA is on (lib/qa.ts). */
const qa = sources('/lib/qa-fetch', '/components/qa-panel/qa-panel', '/openapi/src/operations');

const qr = anyOf(packages('qrcode', 'dijkstrajs', 'pngjs', 'encode-utf8'), sources('/components/qr-code/qr-code.tsx', '/components/qr-code/qr-path.ts'));

const tabs = anyOf(
  packages(
    '@radix-ui/react-tabs',
    '@radix-ui/react-roving-focus',
    '@radix-ui/react-collection',
    '@radix-ui/react-direction',
    '@radix-ui/react-id',
    '@radix-ui/react-presence',
    '@radix-ui/react-primitive',
    '@radix-ui/react-use-is-hydrated',
    '@radix-ui/react-use-callback-ref',
  ),
  sources('/ui/src/tabs/'),
);

const overlay = anyOf(
  packages(
    '@radix-ui/react-dialog',
    '@radix-ui/react-alert-dialog',
    '@radix-ui/react-popover',
    '@radix-ui/react-popper',
    '@radix-ui/react-dismissable-layer',
    '@radix-ui/react-focus-scope',
    '@radix-ui/react-focus-guards',
    '@radix-ui/react-portal',
    '@radix-ui/react-arrow',
    '@radix-ui/react-toast',
    '@radix-ui/react-visually-hidden',
    '@radix-ui/react-use-escape-keydown',
    '@radix-ui/react-use-size',
    '@radix-ui/react-use-rect',
    '@radix-ui/react-use-previous',
    '@radix-ui/rect',
    '@floating-ui/core',
    '@floating-ui/dom',
    '@floating-ui/react-dom',
    '@floating-ui/utils',
    'react-remove-scroll',
    'react-remove-scroll-bar',
    'aria-hidden',
    'use-sidecar',
    'use-callback-ref',
    'react-style-singleton',
    'get-nonce',
    'detect-node-es',
    'tslib',
  ),
  sources(
    '/ui/src/alert/',
    '/ui/src/confirm-dialog/',
    '/ui/src/popover/',
    '/ui/src/toast/',
    '/ui/src/login-dialog/',
    '/ui/src/image-picker/',
    '/ui/src/shared/alert-dialog-parts',
    '/ui/src/shared/return-focus',
    '/components/dialog/dialog.css',
    '/components/dialog/dialog-shell',
    '/components/dialog/login-fields',
    '/components/form-dialog/',
    '/components/message-alert/',
    // the shared dialogs and popovers loaded on intent
    '/components/ask-question/ask-question-dialog',
    '/components/cooperation/cooperation-dialogs',
    '/components/layout/footer-contacts.tsx',
    '/features/auth/components/login-dialog',
    '/features/auth/components/login.css',
    '/features/auth/login-return',
  ),
);

/**
 * An area's own dialogs loaded on intent (and what only they use, such as the apply dialog's image
 * upload): in no group, each is a file of its own (rolldown's split), which imports `overlay` and
 * its area's file (already there on its pages). A module of these left in its area's file would make
 * every page of the area load `overlay`.
 */
const ownFile = sources('/features/awards/components/apply-dialog', '/features/awards/components/award-upload', '/features/awards/components/notice', '/features/awards/components/uv-dialog');
const area =
  (...parts: string[]): Test =>
  (id) =>
    sources(...parts)(id) && !ownFile(id);

/**
 * Radix's helper packages, which its tabs, dialogs and popovers share (the UI's own widgets use the
 * UI's helpers): with the shared code, not a small file of their own.
 */
const radixHelpers = packages(
  '@radix-ui/primitive',
  '@radix-ui/react-context',
  '@radix-ui/react-use-controllable-state',
  '@radix-ui/react-use-effect-event',
  '@radix-ui/react-use-layout-effect',
  '@radix-ui/react-compose-refs',
  '@radix-ui/react-slot',
);

export const codeSplitting: Rolldown.CodeSplittingOptions = {
  // Each group takes the modules of its test, not what they import (which goes by its own path).
  includeDependenciesRecursively: false,
  groups: [
    { name: 'index', tags: ['$initial'], priority: 100 },
    { name: 'qa', test: qa, priority: 85 },
    { name: 'qr', test: qr, priority: 80 },
    { name: 'tabs', test: tabs, priority: 70 },
    { name: 'overlay', test: overlay, priority: 60 },
    { name: 'sc', test: area('/features/sc/'), priority: 50 },
    { name: 'events', test: area('/features/events/', '/features/awards/'), priority: 50 },
    { name: 'portal', test: area('/features/portal/'), priority: 50 },
    { name: 'pages', test: area('/features/'), priority: 40 },
    { name: 'common', test: anyOf(area('/src/', '/ui/src/', '/sdk/src/'), radixHelpers, reactQuery), priority: 30 },
    { name: 'vendor', test: (id) => path(id).includes('/node_modules/'), priority: 20 },
  ],
};
