// Builds every example of the contract and the assets they point to, from one seed. The sample
// backend of the mock builds the same collections (`createSamples`), so an example's record is the
// record the backend serves.
import { awardsData } from './awards.ts';
import { SEED, type Examples } from './kit.ts';
import { portalData } from './portal.ts';
import { scData } from './sc/index.ts';
import { createSampleWorld } from './world.ts';

export function createSamples(seed = SEED) {
  const world = createSampleWorld(seed);
  const portal = portalData(world);
  const sc = scData(world);
  const examples: Examples = {
    ...portal.examples,
    ...sc.examples,
    ...awardsData(world).examples,
  };
  return { world, portal, sc, examples };
}
export type Samples = ReturnType<typeof createSamples>;

export function buildSamples(): { examples: Examples; assets: Map<string, string> } {
  const { world, examples } = createSamples();
  return { examples, assets: world.assets.files };
}
