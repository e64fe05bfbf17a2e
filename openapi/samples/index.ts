// Builds every example of the contract and the assets they point to, from one seed. The sample
// backend of the mock builds the same collections (`createSamples`), so an example's record is the
// record the backend serves.
import { awardsData } from './awards.ts';
import { EXAMPLES_ORIGIN, SEED, type AssetRegistry, type Examples } from './kit.ts';
import { portalData } from './portal.ts';
import { scData } from './sc/index.ts';
import { createSampleWorld } from './world.ts';

/** The samples of `seed`, every address under `origin` (the public origin of whatever serves them). */
export function createSamples(seed = SEED, origin = EXAMPLES_ORIGIN) {
  const world = createSampleWorld(seed, origin);
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

/** The contract's examples (addressed under EXAMPLES_ORIGIN) and the assets they point to. */
export function buildSamples(): { examples: Examples; assets: AssetRegistry } {
  const { world, examples } = createSamples();
  return { examples, assets: world.assets };
}
