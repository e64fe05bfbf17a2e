// One module per contract tag: each handler module of the sample world is named after a tag of
// the contract (src/world/<tag>.ts exporting <tag>Handlers) and answers that tag's operations
// only; the world serves exactly the handlers of those modules.
import { readdirSync } from 'node:fs';
import { operationTable } from '@hangjia/sdk/operations';
import { describe, expect, it } from 'vitest';
import { allHandlers } from '../src/world/index.ts';

const dir = new URL('../src/world/', import.meta.url);
const tags = new Set<string>(Object.values(operationTable).map((op) => op.tag));
const tagOf = (id: string) => (operationTable as Record<string, { tag: string }>)[id]?.tag;

// index.ts assembles the others (its allHandlers is checked below).
const files = readdirSync(dir).filter((file) => file.endsWith('.ts') && file !== 'index.ts');
const modules = await Promise.all(
  files.map(async (file) => {
    const exports = (await import(new URL(file, dir).href)) as Record<string, unknown>;
    const handlers = Object.entries(exports).filter(([name]) => name.endsWith('Handlers'));
    return { file, name: file.replace(/\.ts$/, ''), handlers };
  }),
);

describe('the sample world has one module per contract tag', () => {
  it.each(modules.filter((m) => m.handlers.length > 0).map((m) => [m.file, m] as const))('%s: named after a tag, only that tag’s operations', (_file, m) => {
    expect(tags, `${m.file} exports handlers but is not named after a tag`).toContain(m.name);
    expect(m.handlers.map(([name]) => name)).toEqual([`${m.name}Handlers`]);
    const ids = Object.keys(m.handlers[0]![1] as object);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(tagOf(id), `${id} in ${m.file}`).toBe(m.name);
  });

  it('every tag has its module, and the world serves exactly their handlers', () => {
    const byTag = modules.filter((m) => m.handlers.length > 0);
    expect(byTag.map((m) => m.name).sort()).toEqual([...tags].sort());
    const ids = byTag.flatMap((m) => Object.keys(m.handlers[0]![1] as object));
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(allHandlers).sort()).toEqual(ids.sort());
  });
});
