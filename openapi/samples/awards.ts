// Examples of the award pages (极光奖 2020–2024) and the events area's albums: award lists by year,
// the pictures, contacts and advisory group of each page, and the photo albums 2017–2021. Built
// without the random source, so building them twice gives the same records.
import { fail, logoPicture, ok, type Examples } from './kit.ts';
import { FAMILY, GIVEN, JOBS } from './vocab.ts';
import type { SampleWorld } from './world.ts';

export const AWARD_YEARS = [2020, 2021, 2022, 2023, 2024] as const;
/** The events area shows one album a year, 2017–2021; the 2021 album has 16 photos. */
export const ALBUM_YEARS = [2017, 2018, 2019, 2020, 2021] as const;

const PRODUCT_GROUPS: Record<number, string[]> = {
  2020: ['年度Mini LED背光产品', '年度LED直显产品', '年度UV LED创新产品'],
  2021: ['年度Mini LED背光产品', '年度LED直显产品', '年度第三代半导体器件', '年度UV LED创新产品'],
  2022: ['年度优秀产品', '年度优秀案例', '年度产业先锋'],
  2023: ['年度产品奖', '年度供应链企业奖', '年度终端品牌奖'],
  2024: ['年度产品奖', '年度企业奖', '年度终端品牌奖'],
};
const TOP10: Record<number, string[]> = {
  2020: ['LED显示屏企业TOP10', 'Mini LED背光企业TOP10'],
  2021: ['LED显示屏企业TOP10', 'Mini LED背光企业TOP10', '供应链之星TOP10'],
  2022: ['LED显示屏企业TOP10', 'Mini/Micro LED企业TOP10', '年度企业'],
  2023: ['LED显示屏企业TOP10', 'Mini/Micro LED企业TOP10'],
  2024: ['LED显示屏企业TOP10', 'Mini/Micro LED企业TOP10', '第三代半导体企业TOP10'],
};
/** The application forms of the years whose apply dialog offers them: a document per award type. */
const AWARD_FORMS: Record<number, readonly { type: 'product' | 'company' | 'zhongduan' | 'top10'; name: string }[]> = {
  2023: [
    { type: 'product', name: '产品奖申报表' },
    { type: 'company', name: '供应链企业奖申报表' },
    { type: 'zhongduan', name: '终端品牌奖申报表' },
  ],
  2024: [
    { type: 'product', name: '产品奖申报表' },
    { type: 'company', name: '企业奖申报表' },
    { type: 'zhongduan', name: '终端品牌奖申报表' },
    { type: 'top10', name: '十强榜单申报表' },
  ],
};

const PRODUCT_KINDS = ['模组', '芯片', '显示屏', '光源', '驱动IC', '一体机', '背光模组', '封装器件', '控制系统', '衬底'];

export function awardsData(w: SampleWorld) {
  const companies = w.companies;
  const at = (i: number) => companies[i % companies.length]!;

  /** The award lists of one year: product lists (company and product in parallel) and top-10 lists. */
  const awardYear = (year: number) => {
    const products = (PRODUCT_GROUPS[year] ?? PRODUCT_GROUPS[2024]!).map((name, g) => {
      const cs = Array.from({ length: 10 }, (_, i) => at(g * 7 + i * 3 + year));
      return {
        name,
        companys: cs.map((c) => c.sn),
        products: cs.map((c, i) => `${c.segment}${PRODUCT_KINDS[(i + g) % PRODUCT_KINDS.length]} ${String.fromCharCode(65 + ((i + year) % 26))}${year % 100}${i + 1}`),
      };
    });
    const top10 = (TOP10[year] ?? TOP10[2024]!).map((name, g) => ({
      name,
      companys: Array.from({ length: 10 }, (_, i) => at(g * 5 + i * 2 + year)).map((c) => `${c.sn}｜${c.name}`),
    }));
    return [
      { year, name: `${year}年度极光奖·获奖产品`, showproduct: 1, groups: products },
      { year, name: `${year}年度极光奖·十强榜单`, showproduct: 0, groups: top10 },
    ];
  };

  const photo = (file: string, title: string, sub: string) => w.image(`awards/${file}.png`, 1200, 675, title, sub);
  const album = (key: string, year: number, count: number, what: string) => ({
    year,
    name: `${year}${what}`,
    photos: Array.from({ length: count }, (_, i) => photo(`${key}-${year}-${i + 1}`, `${year}${what}`, `${i + 1} / ${count}`)),
  });

  const person = (i: number) => `${FAMILY[(i * 5 + 3) % FAMILY.length]}${GIVEN[(i * 11 + 2) % GIVEN.length]}`;
  const contacts = (year: number) =>
    ['申报咨询', '赞助合作', '媒体合作'].map((role, i) => ({
      name: person(year + i),
      role,
      phone: `1380013${String(8100 + (year % 100) * 10 + i).padStart(4, '0')}`,
      email: `jgj${year}-${i + 1}@hangjia.example`,
      wechat: `hangjia_jgj${i + 1}`,
    }));
  const advisors = Array.from({ length: 8 }, (_, i) => {
    const c = at(i * 3 + 1);
    const name = person(40 + i);
    return { name, company: c.name, title: JOBS[i % JOBS.length]!, logo: w.assets.picture(`awards/advisor-${i + 1}.png`, logoPicture(c.sn)) };
  });
  const forms = (year: number) => (AWARD_FORMS[year] ?? []).map(({ type, name }) => ({ type, name, url: `${w.origin}/openapi/v1/vue/awards/${year}/forms/${type}` }));

  const banner = (year: number) => w.image(`awards/banner-${year}.png`, 1920, 520, `${year}行家说极光奖`, '年度评选 · 行家说');
  const pages = AWARD_YEARS.map((year) => {
    const base = { year, title: `${year}行家说极光奖`, banner: banner(year), lists: awardYear(year), contacts: contacts(year), applicationsOpen: false };
    switch (year) {
      case 2021:
        return { ...base, albums: [album('ceremony', 2021, 16, '极光奖颁奖典礼'), album('ceremony', 2020, 12, '极光奖颁奖典礼')] };
      case 2022:
        return {
          ...base,
          albums: [2022, 2021, 2020].map((y) => album('gallery', y, 8, '极光奖现场')),
          extraImage: w.image('awards/uvled-2022.png', 1200, 800, 'UV LED产业应用', '申报指引'),
          applyUrl: 'https://events.example.com/jgj/2022/apply',
        };
      case 2023:
        return { ...base, albums: [album('ceremony', 2022, 21, '极光奖颁奖典礼')], applyUrl: 'https://events.example.com/jgj/2023/apply', forms: forms(2023) };
      case 2024:
        return {
          ...base,
          albums: [album('ceremony', 2023, 12, '极光奖颁奖典礼')],
          advisors,
          timeline: w.image('awards/timeline-2024.png', 1200, 360, '2024极光奖评选时间轴', '9月13日申报开启 · 10月28日申报截止 · 初评投票 · 顾问团评审 · 终评揭晓'),
          revealUrl: 'https://events.example.com/jgj/2024/reveal',
          applyUrl: 'https://events.example.com/jgj/2024/apply',
          forms: forms(2024),
        };
      default:
        return { ...base, albums: [album('ceremony', year, 8, '极光奖颁奖典礼')] };
    }
  });

  const eventAlbums = ALBUM_YEARS.map((year) => album('events', year, year === 2021 ? 16 : 8, '行家说活动精彩瞬间'));

  const examples: Examples = {
    listAwards: {
      default: ok(awardYear(2024), 'The 2024 award lists'),
      y2023: ok(awardYear(2023), 'The 2023 award lists'),
      y2022: ok(awardYear(2022), 'The 2022 award lists'),
      y2021: ok(awardYear(2021), 'The 2021 award lists'),
      y2020: ok(awardYear(2020), 'The 2020 award lists'),
      empty: ok([], 'No lists for this year'),
    },
    listAwardPages: {
      default: ok(pages, 'Pictures, contacts and the advisory group of the award pages 2020–2024; applications closed on every page'),
      applicationsOpen: ok(
        pages.map((p) => (p.year === 2024 ? { ...p, applicationsOpen: true } : p)),
        '2024 takes applications (as from 13 September to 28 October 2024): 在线申报 opens the online application, the forms download, pictures upload',
      ),
    },
    getAwardForm: {
      default: { summary: 'The form 2024行家说极光奖产品奖申报表.docx (this text stands in for its bytes)', value: '2024行家说极光奖产品奖申报表.docx（示例文本，代替Word文档的二进制内容）' },
      notFound: fail(404, '申报表不存在', 'No form for this year and type: a JSON failure instead of the document'),
    },
    listEventAlbums: { default: ok(eventAlbums, 'One album a year 2017–2021 (16 photos in 2021)'), empty: ok([], 'No albums') },
  };
  return { examples, awardYear, pages, eventAlbums, advisors };
}
