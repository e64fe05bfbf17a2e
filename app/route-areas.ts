// The route modules by area: `virtual:route-areas` gives, for each feature folder with a `routes/`
// folder, one loader for all its route modules (`{ portal: () => import(…) }`, which resolves to
// `{ news: module, topic: module, … }`). The build puts an area's route modules in one file anyway
// (chunks.ts), and the entry carries a loader per area (12) where `import.meta.glob` gave it one
// per route module (38): 0.3 KB of gzip of the 126 KB budget.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export const ROUTE_AREAS_ID = 'virtual:route-areas';
const RESOLVED = `\0${ROUTE_AREAS_ID}`;
const AREA_PREFIX = '\0route-area:';

/** The area whose route modules the module `id` gathers (chunks.ts places it in the area's file). */
export const routeAreaOf = (id: string): string | undefined => (id.startsWith(AREA_PREFIX) ? id.slice(AREA_PREFIX.length) : undefined);

/** The route modules of each area: `{ portal: ['home', 'news', …] }`, test files left out. */
function areasIn(featuresDir: string): Record<string, string[]> {
  const areas: Record<string, string[]> = {};
  for (const area of readdirSync(featuresDir, { withFileTypes: true })) {
    if (!area.isDirectory()) continue;
    let files: string[];
    try {
      files = readdirSync(join(featuresDir, area.name, 'routes'));
    } catch {
      continue;
    }
    const names = files
      .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
      .map((file) => file.slice(0, -'.tsx'.length));
    if (names.length) areas[area.name] = names.sort();
  }
  return areas;
}

/** `featuresDir`: the app's `src/features`. (A route module of the entry, home's, stays there.) */
export function routeAreas(featuresDir: string): Plugin {
  return {
    name: 'hangjia-route-areas',
    // A route module added or removed while the dev server runs: the areas are read again.
    configureServer(server) {
      const changed = (file: string) => {
        if (!/[\\/]routes[\\/][^\\/]+\.tsx$/.test(file) || !file.startsWith(featuresDir)) return;
        for (const id of [RESOLVED, ...[...server.moduleGraph.idToModuleMap.keys()].filter((key) => key.startsWith(AREA_PREFIX))]) {
          const module = server.moduleGraph.getModuleById(id);
          if (module) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', changed).on('unlink', changed);
    },
    resolveId: (id) => (id === ROUTE_AREAS_ID ? RESOLVED : id.startsWith(AREA_PREFIX) ? id : null),
    load(id) {
      if (id === RESOLVED) {
        const entries = Object.keys(areasIn(featuresDir)).map((area) => `${JSON.stringify(area)}: () => import(${JSON.stringify(AREA_PREFIX + area)}).then((m) => m.default)`);
        return `export default {\n${entries.join(',\n')}\n};`;
      }
      const area = routeAreaOf(id);
      if (area === undefined) return null;
      const names = areasIn(featuresDir)[area] ?? [];
      const imports = names.map((name, i) => `import * as m${i} from ${JSON.stringify(join(featuresDir, area, 'routes', `${name}.tsx`))};`);
      return `${imports.join('\n')}\nexport default { ${names.map((name, i) => `${JSON.stringify(name)}: m${i}`).join(', ')} };`;
    },
  };
}
