// My articles: the staff member's public-account articles by month, with their reads.
import { ok, unauthorized, type Examples } from '../kit.ts';
import { fill, HEADLINES } from '../vocab.ts';
import type { SampleWorld } from '../world.ts';
import type { Staff } from './account.ts';
import { readStats } from './read-stats.ts';

export function myArticleSamples(w: SampleWorld, me: Staff) {
  const { rnd } = w;
  /** A month of n articles, the last `zeros` of them not read yet. */
  const month = (time: string, n: number, zeros: number) => {
    const datas = Array.from({ length: n }, (_, k) => {
      const c = w.companies[(k * 5 + n) % w.companies.length]!;
      const w0 = { ...w.words(), sn: c.sn, seg: c.segment };
      const serviceType = k % 4 === 3 ? '' : rnd.pick(['软文A类', '软文B类', '转载C类', '年度专题包', '单次专题包']);
      return {
        title: fill(HEADLINES[(k + n) % HEADLINES.length]!, w0),
        url: `https://mp.example.com/s/hangjiatalk-${time.replace('-', '')}${String(k + 1).padStart(2, '0')}`,
        serviceCompanys: serviceType ? [c.sn, ...(k % 2 === 0 ? [w0.sn2] : [])] : [],
        ad1: k % 2 === 0 ? c.sn : '',
        ad2: k % 3 === 1 ? w0.sn2 : '',
        ad3: '',
        author: me.name,
        date: `${time}-${String(3 + k * 3).padStart(2, '0')}`,
        serviceType,
        num: k >= n - zeros ? 0 : rnd.int(600, 32000),
      };
    });
    const { total, avg } = readStats(datas.map((d) => d.num));
    return { time, count: datas.length, totalRead: total, avgRead: avg, datas };
  };
  const myArticles = [month('2024-11', 4, 1), month('2024-10', 7, 0), month('2024-09', 5, 1)];

  const examples: Examples = {
    listMyArticles: {
      default: ok(myArticles, 'Three months of articles with reads; unread articles do not count in the average'),
      noReads: ok([month('2024-11', 2, 2)], 'A month of unread articles: the average is 0'),
      empty: ok([], 'No articles'),
      unauthorized: unauthorized(),
    },
  };
  return { myArticles, examples };
}
