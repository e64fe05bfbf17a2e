// The company search of the supply-chain forms: every sample company by its short name.
import { ok, unauthorized, type Examples } from '../kit.ts';
import type { SampleWorld } from '../world.ts';

export function companySearchSamples(w: SampleWorld) {
  const options = w.companies.map((c) => ({ id: c.id, name: c.sn }));

  const examples: Examples = {
    searchCompanies: {
      default: ok(options.filter((o) => o.name.includes('光电')), "Companies matching '光电'"),
      empty: ok([], 'No company matches'),
      unauthorized: unauthorized(),
    },
  };
  return { options, examples };
}
