import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { comparePaths, createOperationMatcher, operationRows } from '../src/operations.mjs';

const doc = JSON.parse(readFileSync(new URL('../dist/openapi.json', import.meta.url), 'utf8'));
const rows = operationRows(doc);

/** A concrete path both templates match, or null when no path can match both. */
function witness(a: string, b: string): string | null {
  const sa = a.split('/');
  const sb = b.split('/');
  if (sa.length !== sb.length) return null;
  const parts: string[] = [];
  for (let i = 0; i < sa.length; i += 1) {
    const [x, y] = [sa[i]!, sb[i]!];
    const pa = x.includes('{');
    const pb = y.includes('{');
    if (!pa && !pb && x !== y) return null;
    parts.push(pa ? (pb ? '7' : y) : x);
  }
  return parts.join('/');
}

describe('createOperationMatcher', () => {
  const match = createOperationMatcher(rows);

  it('finds every operation of the contract by its own path, with its parameters', () => {
    for (const row of rows) {
      const path = row.path.replace(/\{[^}]+\}/g, '5');
      const found = match(row.method, `${path}`);
      expect(found?.row.id, `${row.method} ${path}`).toBe(row.id);
      for (const value of Object.values(found!.params)) expect(value).toBe('5');
    }
  });

  it('gives every pair of paths that could collide to the one with the fixed segment, whatever the order', () => {
    const pairs: [string, string][] = [];
    for (const a of rows) {
      for (const b of rows) {
        if (a === b || a.method !== b.method) continue;
        const path = witness(a.path, b.path);
        if (!path) continue;
        const order = comparePaths(a.path, b.path);
        // Two templates that match the same paths with no fixed segment between them would be ambiguous.
        expect(order, `${a.path} and ${b.path} are ambiguous`).not.toBe(0);
        const winner = order < 0 ? a : b;
        expect(match(a.method, path)?.row.id).toBe(winner.id);
        expect(createOperationMatcher([...rows].reverse())(a.method, path)?.row.id).toBe(winner.id);
        pairs.push([a.path, b.path]);
      }
    }
    // The contract has such pairs (e.g. `/crm/item/delete` and `/crm/item/{id}`): the test checks something.
    expect(pairs.length).toBeGreaterThan(0);
  });

  it('answers null for a path or a method outside the rows, and decodes parameters', () => {
    const local = createOperationMatcher([
      { id: 'one', method: 'get', path: '/item/{id}' },
      { id: 'fixed', method: 'get', path: '/item/new' },
    ]);
    expect(local('GET', '/item/new')?.row.id).toBe('fixed');
    expect(local('get', '/item/%E8%A1%8C')).toEqual({ row: { id: 'one', method: 'get', path: '/item/{id}' }, params: { id: '行' } });
    expect(local('GET', '/item/%E0')?.params).toEqual({ id: '%E0' });
    expect(local('POST', '/item/1')).toBeNull();
    expect(local('GET', '/item/1/more')).toBeNull();
    expect(local('GET', '/elsewhere')).toBeNull();
  });
});
