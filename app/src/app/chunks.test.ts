import { describe, expect, test } from 'vitest';
import { chunkRules, type ModuleGraph } from '../../chunks';

// The rules of the build's files (app/chunks.ts), called with module ids and a small module graph
// in place of rolldown's: no build. `null` is a file of its own.

const app = (path: string) => `/repo/app/src/${path}`;
const ui = (path: string) => `/repo/ui/src/${path}`;
const pkg = (path: string) => `/repo/node_modules/${path}`;

interface Node {
  importers?: string[];
  dynamicImporters?: string[];
}

/** The page's script (`main.tsx`), the router it imports, and `nodes`. */
function rulesOver(nodes: Record<string, Node>, pages: Record<string, number> = { portal: 8, sc: 7 }) {
  const table: Record<string, Node> = { [app('app/router.tsx')]: { importers: [app('main.tsx')] }, ...nodes };
  const graph: ModuleGraph = {
    importers: (id) => table[id]?.importers ?? [],
    dynamicImporters: (id) => table[id]?.dynamicImporters ?? [],
    isEntry: (id) => id === app('main.tsx'),
  };
  return chunkRules(graph, (area) => pages[area] ?? 0);
}

/** A route module, loaded by the router with its route. */
const page: Node = { dynamicImporters: [app('app/router.tsx')] };

describe('the build’s files', () => {
  test('a new dialog of an area, loaded on intent by one of its pages, lands with the dialogs: a file of its own with what only it uses, neither in its area’s file nor in what / loads', () => {
    const dialog = app('features/portal/components/new-thing-dialog.tsx');
    const form = app('features/portal/components/new-thing-form.tsx');
    const place = rulesOver({
      [app('features/portal/routes/news.tsx')]: page,
      [dialog]: { dynamicImporters: [app('features/portal/routes/news.tsx')] },
      [form]: { importers: [dialog] },
      [app('components/dialog/dialog-shell.tsx')]: { importers: [dialog, app('components/ask-question/ask-question-dialog.tsx')] },
      [app('components/ask-question/ask-question-dialog.tsx')]: { dynamicImporters: [app('components/ask-question/ask-question.tsx')] },
    });
    expect(place(dialog)).toBeNull();
    expect(place(form)).toBeNull();
    expect(place(app('features/portal/routes/news.tsx'))).toBe('portal');
    expect(place(app('components/dialog/dialog-shell.tsx'))).toBe('overlay');
  });

  test('a dialog the page frame loads on intent goes with the dialog machinery, a component of it too', () => {
    const place = rulesOver({
      [app('components/layout/site-header.tsx')]: { importers: [app('app/router.tsx')] },
      [app('components/new-thing/new-thing-dialog.tsx')]: { dynamicImporters: [app('components/layout/site-header.tsx')] },
      [app('features/auth/components/new-login-dialog.tsx')]: { dynamicImporters: [app('components/layout/site-header.tsx')] },
      [app('components/layout/footer-links.tsx')]: { dynamicImporters: [app('components/layout/site-header.tsx')] },
    });
    expect(place(app('components/new-thing/new-thing-dialog.tsx'))).toBe('overlay');
    expect(place(app('features/auth/components/new-login-dialog.tsx'))).toBe('overlay');
    expect(place(app('components/layout/footer-links.tsx'))).toBe('overlay');
  });

  test('a new page module lands in its area’s file; an area of fewer than 3 pages shares `pages`', () => {
    const place = rulesOver(
      {
        [app('features/portal/routes/new-page.tsx')]: page,
        [app('features/fairs/routes/fair.tsx')]: page,
        [app('features/fairs/components/fair-card.tsx')]: { importers: [app('features/fairs/routes/fair.tsx')] },
        [app('features/notes/routes/note.tsx')]: page,
      },
      { portal: 9, fairs: 3, notes: 1 },
    );
    expect(place(app('features/portal/routes/new-page.tsx'))).toBe('portal');
    expect(place(app('features/fairs/routes/fair.tsx'))).toBe('fairs');
    expect(place(app('features/fairs/components/fair-card.tsx'))).toBe('fairs');
    expect(place(app('features/notes/routes/note.tsx'))).toBe('pages');
  });

  test('the module that gathers an area’s route modules (route-areas.ts) goes with them: its area’s file, or `pages`', () => {
    const place = rulesOver({}, { portal: 9, notes: 1 });
    expect(place('\0route-area:portal')).toBe('portal');
    expect(place('\0route-area:notes')).toBe('pages');
  });

  test('a dialog a page imports stays with its area; what the area and its own dialogs use stays with the area', () => {
    const shell = app('features/sc/components/sc-shell.tsx');
    const apply = app('features/sc/components/apply-dialog.tsx');
    const place = rulesOver({
      [app('features/sc/routes/person.tsx')]: page,
      [shell]: { importers: [app('features/sc/routes/person.tsx')] },
      [app('features/sc/components/sc-login-dialog.tsx')]: { importers: [shell] },
      [apply]: { dynamicImporters: [app('features/sc/routes/person.tsx')] },
      [app('features/sc/components/sc.css.ts')]: { importers: [shell, apply] },
    });
    expect(place(app('features/sc/components/sc-login-dialog.tsx'))).toBe('sc');
    expect(place(apply)).toBeNull();
    expect(place(app('features/sc/components/sc.css.ts'))).toBe('sc');
  });

  test('the page’s side of a dialog (its loader, the hook that opens it) goes with what imports it', () => {
    const button = app('components/cooperation/cooperation.tsx');
    const place = rulesOver({
      [app('features/portal/routes/news.tsx')]: page,
      [app('features/sc/routes/person.tsx')]: page,
      [button]: { importers: [app('features/portal/routes/news.tsx'), app('features/sc/routes/person.tsx')] },
      [app('components/dialog/lazy-dialog.tsx')]: { importers: [button] },
      [app('components/dialog/use-signed-in-dialog.ts')]: { importers: [button] },
      [app('components/dialog/login-fields.tsx')]: { importers: [app('components/cooperation/cooperation-dialogs.tsx')] },
    });
    expect(place(button)).toBe('common');
    expect(place(app('components/dialog/lazy-dialog.tsx'))).toBe('common');
    expect(place(app('components/dialog/use-signed-in-dialog.ts'))).toBe('common');
    expect(place(app('components/dialog/login-fields.tsx'))).toBe('overlay');
  });

  test('QA, the QR code and the tabs by their names; packages and the UI package’s helpers go with what imports them', () => {
    const qrCode = app('components/qr-code/qr-code.tsx');
    const place = rulesOver({
      [app('components/qa-panel/qa-panel.tsx')]: { dynamicImporters: [app('components/qa-panel/qa-slot.tsx')] },
      [qrCode]: { dynamicImporters: [app('components/qr-code/lazy-qr-code.tsx')] },
      [app('components/qr-code/lazy-qr-code.tsx')]: { importers: [app('features/portal/routes/topic.tsx')] },
      [app('features/portal/routes/topic.tsx')]: page,
      [pkg('qrcode/lib/browser.js')]: { importers: [qrCode] },
      [ui('tabs/tabs.tsx')]: { importers: [ui('index.ts')] },
      [ui('popover/popover.tsx')]: { importers: [ui('index.ts')] },
      [ui('shared/return-focus.ts')]: { importers: [ui('index.ts'), ui('popover/popover.tsx')] },
      [pkg('@radix-ui/react-primitive/dist/index.mjs')]: { importers: [ui('tabs/tabs.tsx'), ui('popover/popover.tsx')] },
    });
    expect(place(app('components/qa-panel/qa-panel.tsx'))).toBe('qa');
    expect(place(qrCode)).toBe('qr');
    expect(place(pkg('qrcode/lib/browser.js'))).toBe('qr');
    expect(place(app('components/qr-code/lazy-qr-code.tsx'))).toBe('portal');
    expect(place(ui('tabs/tabs.tsx'))).toBe('tabs');
    expect(place(ui('shared/return-focus.ts'))).toBe('overlay');
    // shared by the tabs and the dialog machinery only: with the tabs (no file under 4 KB)
    expect(place(pkg('@radix-ui/react-primitive/dist/index.mjs'))).toBe('tabs');
  });
});
