// The ads offered for binding: service items of type 2 bind these.
import { sampleDateTime, ok, type Examples } from '../kit.ts';
import type { SampleWorld } from '../world.ts';

export function adSamples(w: SampleWorld) {
  const adPlaces = ['首页横幅', '资讯页侧栏', '文章页底部', '开屏'];
  const adCompany = Array.from({ length: 36 }, (_, i) => w.companies[i % w.companies.length]!);
  const scAds = adCompany.map((c, i) => {
    const id = 12001 + i;
    const title = `${c.sn} ${c.segment}解决方案`;
    return {
      id,
      date: sampleDateTime(300 + i * 1700),
      img: { url: w.image(`sc/ad-${id}.png`, 1200, 400, title, '广告') },
      title: `${title}·${adPlaces[i % adPlaces.length]}`,
      bak: `${c.sn} 2024年度合同 HJ-2024-${String(101 + (i % 12) * 7).padStart(4, '0')}`,
      state: i % 6 === 5 ? 0 : 1,
    };
  });
  /** The nth ad on shelf of a company, or one of the first five when it has none. */
  const adFor = (companyId: number, nth: number) => {
    const own = scAds.filter((a, i) => adCompany[i]!.id === companyId && a.state === 1);
    return own.length ? own[nth % own.length]! : scAds[nth % 5]!;
  };

  const examples: Examples = {
    searchAds: {
      default: ok({ items: scAds.slice(0, 10), total: 36 }, 'A page of 10 ads of 36 (state 0 ones are off shelf)'),
      empty: ok({ items: [], total: 0 }, 'No ads'),
      lastPage: ok({ items: scAds.slice(30, 36), total: 36 }, 'The last page: 6 ads'),
    },
  };
  return { scAds, adFor, examples };
}
