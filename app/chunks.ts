// How the browser build is split into files (rolldown's `output.codeSplitting`, used by
// vite.config.ts). Left to itself, rolldown gives each set of lazy modules that share code a file of
// its own: 115 files, most under 2 KB, and a page asked for twenty of them. Here modules go to a few
// files by conventions on folder and file names, and each page asks for one to five. No file is
// named here: a new page, component or dialog finds its file by where it lives and what its name is.
//
// - `index`: what every page runs, the entry and its static imports (rolldown's `$initial`), the
//   home page among them (app/router.tsx imports its route module);
// - an area's file, named after its feature folder (`features/portal/` is `portal`): its route
//   modules with their loaders, its components and queries, what the entry wakes of it on intent
//   (home's sections), and the dialogs its pages import. An area of fewer than three pages in the
//   route table shares `pages` with the other small ones (each file costs the entry its name in the
//   table of what to preload with each route);
// - `overlay`, the dialog machinery: outside the features, every module under a folder or with a
//   file named for a dialog, an alert, a popover, a toast or a picker (`components/dialog/`,
//   `form-dialog/`, `message-alert/`, `ask-question-dialog.tsx`, the UI's `popover/`…); what the
//   page frame loads on intent: a dialog of a feature (the login dialog) and the frame's own parts
//   (the footer's contact popovers); Radix's dialog and popover packages, which only these import;
// - a file of its own (rolldown's split) for a dialog that a page of an area loads on intent (the
//   award pages' apply dialog and closed notice: named `*-dialog*`, or loaded from a module named so,
//   `lazy-dialogs.ts`), with what only it uses: it imports `overlay` and its area's file, which
//   its page has already loaded;
// - `qa` (a module or folder `qa-*`: the QA recorder and panel, only when QA is on), `qr` (the
//   `qr-code` folder), `tabs` (a `tabs` folder: the UI's tabs);
// - any other module, a package too, goes with what imports it: in the one file of all its
//   importers (the QR packages in `qr`, Radix's tabs in `tabs`, a component only one area uses in
//   that area's), or in `common`, the shared code, when they are in several (the components and
//   helpers, the SDK, React Query's rest, the Radix helpers that tabs and dialogs share).
//
// The page's side of a dialog is not the dialog: a `lazy-*` module (the loader of what it names) and
// a `use-*-dialog` hook (what opens it) go with what imports them. So a dialog an area loads on
// intent (`lazyDialog`) costs its pages nothing until it is wanted; a dialog a page imports
// statically brings the machinery to every page of its area's file; and a static import of a dialog,
// of the QR code or of the tabs in the entry puts them in what every page loads (import them lazily:
// components/dialog/lazy-dialog.tsx, components/qr-code/lazy-qr-code.tsx).
import type { Rolldown } from 'vite';
import { routeAreaOf } from './route-areas.ts';
import { routes } from './src/config/paths.ts';

/** A file of the build, by name; `null`: a file of its own (rolldown's split, by what imports it). */
export type Place = string | null;

/** What the rules read of the module graph (rolldown's module info, or a test's table). */
export interface ModuleGraph {
  /** The modules that import `id` statically. */
  importers(id: string): readonly string[];
  /** The modules that import `id` with `import()`. */
  dynamicImporters(id: string): readonly string[];
  /** Whether `id` is an entry of the build (the page's script). */
  isEntry(id: string): boolean;
}

/** The words that name the dialog machinery: what opens over the page, and what lives in it. */
const OVERLAY = new Set(['dialog', 'dialogs', 'alert', 'popover', 'toast', 'picker']);

const path = (id: string) => id.replace(/\\/g, '/').replace(/\?.*$/, '');
const inPackages = (id: string) => path(id).includes('/node_modules/');
/** The folders and the file of a workspace source, below its package's `src/`. */
const partsOf = (id: string) => path(id).split('/src/').at(-1)!.split('/');
const fileOf = (id: string) => partsOf(id).at(-1)!;
/** The words of a folder's or a file's name (`ask-question-dialog.tsx`: ask, question, dialog). */
const wordsOf = (name: string) => name.replace(/\..*$/, '').split('-');
const namedOverlay = (name: string) => wordsOf(name).some((word) => OVERLAY.has(word));
/** The page's side of a dialog: its loader (`lazy-*`) or the hook that opens it (`use-*-dialog`). */
const opener = (file: string) => file.startsWith('lazy-') || /^use-.*-dialogs?\./.test(file);
/** A module that only re-exports others (`index.ts`): its importers are those of the barrel, not of a module behind it. */
const isBarrel = (id: string) => !inPackages(id) && /\/index\.tsx?$/.test(path(id));
/** `portal` for `…/app/src/features/portal/…`. */
const featureOf = (id: string) => /\/app\/src\/features\/([^/]+)\//.exec(path(id))?.[1];
const isRouteModule = (id: string) => /\/app\/src\/features\/[^/]+\/routes\//.test(path(id));

/** An area with fewer pages in the route table shares the `pages` file with the other small ones. */
export const AREA_MIN_PAGES = 3;

/** The number of pages of an area in the route table (`portal/news` is one of portal's). */
const tablePages = (area: string) => Object.values(routes).filter((entry) => entry.module.startsWith(`${area}/`)).length;

/**
 * The rules of the build's files over `graph`: the place of a module by its id. `pagesOf` counts
 * an area's pages (the route table's, unless a test gives its own).
 */
export function chunkRules(graph: ModuleGraph, pagesOf: (area: string) => number = tablePages): (id: string) => Place {
  const places = new Map<string, Place>();
  const initials = new Map<string, boolean>();

  function place(id: string): Place {
    if (!places.has(id)) {
      // A module met again while it is being placed (an import cycle) is shared.
      places.set(id, 'common');
      places.set(id, decide(id));
    }
    return places.get(id)!;
  }

  /** Whether the entry imports `id` statically (rolldown's `$initial`): then it is in `index`. */
  const initial = (id: string): boolean => {
    if (!initials.has(id)) {
      initials.set(id, false);
      initials.set(id, graph.isEntry(id) || graph.importers(id).some(initial));
    }
    return initials.get(id)!;
  };
  const importers = (id: string) => graph.importers(id).filter((importer) => !isBarrel(importer));
  /** Imported with `import()` only: loaded on intent, or with its route. */
  const onIntent = (id: string) => importers(id).length === 0 && graph.dynamicImporters(id).length > 0;

  /** With the one file of all its importers (`home` too: an area with its own dialogs), else `common`. */
  const follow = (id: string, home?: string): Place => {
    const users = new Set(importers(id).map(place));
    if (users.size === 0) return home ?? 'common';
    if (users.size === 1) return [...users][0]!;
    if (home && users.has(home) && [...users].every((user) => user === home || user === null)) return home;
    // What the tabs share with the dialog machinery (Radix's primitives) goes with the tabs, which
    // every page but home loads: in `common` it left the tabs' file under 4 KB, a request of its own.
    if (users.has('tabs') && [...users].every((user) => user === 'tabs' || user === 'overlay' || user === null)) return 'tabs';
    return 'common';
  };

  const decide = (id: string): Place => {
    if (inPackages(id)) return follow(id);
    // The module that gathers an area's route modules (route-areas.ts) goes with them.
    const routeArea = routeAreaOf(id);
    if (routeArea !== undefined) return pagesOf(routeArea) >= AREA_MIN_PAGES ? routeArea : 'pages';
    const parts = partsOf(id);
    const file = parts.at(-1)!;
    const folders = parts.slice(0, -1);
    if (parts.some((part) => part.startsWith('qa-'))) return 'qa';
    if (!opener(file) && folders.includes('qr-code')) return 'qr';
    if (folders.includes('tabs')) return 'tabs';
    const feature = featureOf(id);
    if (feature) {
      const area = pagesOf(feature) >= AREA_MIN_PAGES ? feature : 'pages';
      if (isRouteModule(id)) return area;
      const dialog = namedOverlay(file) || graph.dynamicImporters(id).some((importer) => namedOverlay(fileOf(importer)));
      // A dialog loaded on intent: the page frame's goes with the machinery, an area page's apart.
      if (onIntent(id)) return dialog ? (graph.dynamicImporters(id).some(initial) ? 'overlay' : null) : area;
      return follow(id, area);
    }
    if (!opener(file) && parts.some(namedOverlay)) return 'overlay';
    // What the page frame loads on intent: its components are its popovers and dialogs.
    if (onIntent(id) && /\.tsx$/.test(path(id)) && graph.dynamicImporters(id).some(initial)) return 'overlay';
    return follow(id);
  };

  return place;
}

/** The rules over rolldown's module graph, one set per build. */
const rulesOf = new WeakMap<Rolldown.ChunkingContext, (id: string) => Place>();
function placeIn(id: string, context: Rolldown.ChunkingContext): Place {
  let rules = rulesOf.get(context);
  if (!rules) {
    const info = (id: string) => context.getModuleInfo(id);
    rules = chunkRules({
      importers: (id) => info(id)?.importers ?? [],
      dynamicImporters: (id) => info(id)?.dynamicImporters ?? [],
      isEntry: (id) => info(id)?.isEntry ?? false,
    });
    rulesOf.set(context, rules);
  }
  return rules(id);
}

export const codeSplitting: Rolldown.CodeSplittingOptions = {
  // Each file takes the modules its rule names, not what they import (which goes by its own rule).
  includeDependenciesRecursively: false,
  groups: [
    { name: 'index', tags: ['$initial'], priority: 100 },
    // `null`: left to rolldown, a file of its own.
    { name: placeIn, priority: 50 },
  ],
};
