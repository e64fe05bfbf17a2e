import axe from 'axe-core';
import { expect, vi } from 'vitest';

// Captured before any test installs fake timers: axe schedules its own work with setTimeout and
// would wait forever on a frozen fake clock.
const realTimers = { setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout };

async function withRealTimers<T>(run: () => Promise<T>): Promise<T> {
  if (!vi.isFakeTimers()) return run();
  const fake = { setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout };
  Object.assign(globalThis, realTimers);
  try {
    return await run();
  } finally {
    Object.assign(globalThis, fake);
  }
}

/**
 * Runs axe-core on a container and fails with the rule ids and targets of any violation.
 * The `color-contrast` rule is off: jsdom does no layout or painting, so axe cannot compute
 * colours there. Frames are not entered (jsdom cannot load axe into an iframe's page); the
 * iframe element itself is still checked (e.g. for its title).
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await withRealTimers(() =>
    axe.run(container, { iframes: false, rules: { 'color-contrast': { enabled: false } } }),
  );
  const found = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(found).toEqual([]);
}
