// Ads (tag `ads`): the supply chain's ad search by industry and keyword, paging to the end. The
// other ad calls are answered from the contract's examples.
import { contains, pageOf } from './lists.ts';
import type { Handlers } from './types.ts';

export const adsHandlers: Handlers<'ads'> = {
  searchAds: (input, ctx) => {
    const { scAds, companies } = ctx.world.seed.catalog;
    const segment = (title: string) => companies.find((c) => title.startsWith(c.sn))?.segment ?? '';
    const inIndustry = (title: string) => {
      const seg = segment(title);
      if (!input.industry || input.industry === 'all') return true;
      if (input.industry === 'uv') return /UV/.test(seg);
      if (input.industry === 'semi') return /半导体|SiC|GaN/.test(seg);
      return !/UV|半导体|SiC|GaN/.test(seg);
    };
    const key = input.key?.trim() ?? '';
    const all = scAds.filter((a) => inIndustry(a.title) && (!key || contains(a.title, key) || contains(a.bak, key)));
    return { items: pageOf(all, input.page, input.limit), total: all.length };
  },
};
