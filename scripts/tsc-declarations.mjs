// A package's declarations for its bundle (tsup's `dts`) are tsc's: `tsc -b` writes them to
// node_modules/.cache/tsc (the packages' build scripts run it first; after the type-check step of
// `npm test` it has nothing to do). The bundler reads a copy outside node_modules: there it would
// take each import of one file by another for a package's.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where `tsc -b` writes a project's declarations, from a package's folder: `tscOut('sdk/sdk/src')`. */
export const tscOut = (path) => join(import.meta.dirname, '..', 'node_modules', '.cache', 'tsc', path);

/**
 * A folder of its own, removed when the process exits, holding each `[from, to, filter?]` copy
 * (`to` relative to the folder); returns the folder.
 */
export function declarationsCopy(name, copies) {
  const dir = mkdtempSync(join(tmpdir(), `hangjia-${name}-types-`));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  for (const [from, to, filter] of copies) cpSync(from, join(dir, to), { recursive: true, ...(filter ? { filter } : {}) });
  return dir;
}

/** Each entry's declaration file in `dir`: `src/index.ts` → `<dir>/src/index.d.ts`. */
export const declarationEntries = (entry, dir) => Object.fromEntries(Object.entries(entry).map(([name, file]) => [name, join(dir, file.replace(/\.ts$/, '.d.ts'))]));
