// Builds every example of the contract and the assets they point to, from one seed.
import type { Examples } from './kit.ts';
import { portalExamples } from './portal.ts';
import { scExamples } from './sc.ts';
import { createWorld } from './world.ts';

export function buildSamples(): { examples: Examples; assets: Map<string, string> } {
  const world = createWorld();
  const examples: Examples = {
    ...portalExamples(world),
    ...scExamples(world),
  };
  return { examples, assets: world.assets.files };
}
