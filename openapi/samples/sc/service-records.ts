// The records of a service item: descriptions (type 1), bound ads (type 2), or company bindings
// with their public-account articles (types 3 and 4).
import { sampleDate, sampleDateTime } from '../kit.ts';
import { fill, HEADLINES } from '../vocab.ts';
import type { SampleWorld } from '../world.ts';
import type { Staff } from './account.ts';
import type { adSamples } from './ads.ts';
import { readStats } from './read-stats.ts';
import type { ServiceTemplate } from './service-templates.ts';

type Company = SampleWorld['companies'][number];

const wecatOf = (seg: string) => (/半导体|SiC|GaN/.test(seg) ? 'SiC_GaN' : /UV/.test(seg) ? 'UVLEDV5' : 'hangjiatalk');
/** The k-th of n moments spread evenly inside (to, from), in minutes ago (from is the older). */
const spread = (from: number, to: number, n: number, k: number) => Math.round(from - ((from - to) * (k + 1)) / (n + 1));
const RECENT = 3 * 1440;

/** A maker of records; its ids and article numbers run on across every item it makes records for. */
export function serviceRecords(w: SampleWorld, staff: Staff[], adFor: ReturnType<typeof adSamples>['adFor']) {
  const { rnd } = w;
  let articleSeq = 0;
  const articles = (c: Company, wecat: string, n: number, from: number, to: number) =>
    Array.from({ length: n }, (_, k) => {
      const seq = ++articleSeq;
      const at = spread(from, to, n, k);
      const w0 = { ...w.words(), sn: c.sn, seg: c.segment };
      const url = `https://mp.example.com/s/${wecat}-${20240000 + seq}`;
      return {
        wecat,
        date: sampleDate(at),
        title: fill(HEADLINES[seq % HEADLINES.length]!, w0),
        url,
        loc: (k % 3) + 1,
        ad1: k % 2 === 0 ? c.sn : '',
        ad2: k % 3 === 1 ? w.companies[(seq + 4) % w.companies.length]!.sn : '',
        // An article published in the last days has not been counted yet.
        num: at < RECENT ? 0 : rnd.int(800, 26000),
        authors: [staff[1 + (seq % (staff.length - 1))]!.name],
        platformInfos: [
          { platformName: '行家说官网', url: `https://www.example.com/topic/${5001 + (seq % 120)}` },
          ...(k % 2 === 0 ? [{ platformName: '今日头条', url: `https://toutiao.example.com/article/${7400000 + seq}` }] : []),
        ],
      };
    });

  let recordSeq = 0;
  const descriptionRecord = (c: Company, t: ServiceTemplate, by: Staff, r: number, at: number) => {
    const id = 61001 + recordSeq++;
    const pictures = r % 2 === 0;
    const text =
      t.name === '大会演讲席位'
        ? pictures
          ? `已完成${c.sn}在2024 Mini/Micro LED显示产业大会的演讲安排，现场照片见附件。`
          : `${c.sn}演讲课件已上传，会后报道：https://www.example.com/topic/${5001 + (id % 120)}`
        : pictures
          ? `${c.sn}联合发布企业Logo与企业介绍已排版，样张见附件。`
          : `${c.sn}已确认白皮书署名，预览链接：https://events.example.com/wp/1700086400000`;
    return {
      id,
      type: 1 as const,
      desc: text,
      images: pictures ? [1, 2, 3].slice(0, 2 + (id % 2)).map((k) => w.image(`sc/record-${id}-${k}.png`, 800, 600, `${c.sn}${t.name}`, `图${k}`)) : [],
      createUser: by.name,
      createUserPhone: by.phone,
      date: sampleDateTime(at),
    };
  };
  const adRecord = (c: Company, t: ServiceTemplate, by: Staff, r: number, at: number) => {
    const id = 61001 + recordSeq++;
    const ad = adFor(c.id, r);
    const slot = t.name === '首页横幅' ? '首页-顶部横幅' : '资讯页-右侧栏';
    return {
      id,
      type: 2 as const,
      adId: ad.id,
      adUrl: ad.img.url,
      screenshot: r % 2 === 0 ? w.image(`sc/screenshot-${id}.png`, 1280, 800, `${c.sn}广告投放截图`, slot) : null,
      records: ['PC端', '移动端'].map((device) => {
        const show = rnd.int(18000, 96000);
        return {
          placeStr: `${slot}（${device}）`,
          startDate: sampleDate(at),
          endDate: sampleDate(at - 7 * 1440),
          showNum: show,
          clickNum: Math.floor(show * (0.004 + rnd.next() * 0.012)),
        };
      }),
      createUser: by.name,
      createUserPhone: by.phone,
      date: sampleDateTime(at),
    };
  };
  const bindingRecord = (c: Company, t: ServiceTemplate, by: Staff, n: number, from: number, to: number) => {
    const id = 61001 + recordSeq++;
    const wechat = wecatOf(c.segment);
    const list = articles(c, wechat, n, from, to);
    const { total, avg } = readStats(list.map((a) => a.num));
    return {
      id,
      type: t.type as 3 | 4,
      companyName: c.sn,
      wechat,
      ...(t.type === 4 ? { serviceType: t.name } : {}),
      start: sampleDate(from),
      end: sampleDate(to),
      articleNum: list.length,
      articleTotalReadNum: total,
      articleAvgReadNum: avg,
      records: list,
      createUser: by.name,
      createUserPhone: by.phone,
    };
  };
  /** The full records of an item: descriptions, bound ads, or one or two company bindings. */
  return (c: Company, t: ServiceTemplate, execs: Staff[], completed: number, from: number, to: number) => {
    if (completed === 0) return [];
    const by = (r: number) => execs[r % execs.length]!;
    if (t.type === 1) {
      const n = Math.min(completed + 1, 3);
      return Array.from({ length: n }, (_, r) => descriptionRecord(c, t, by(r), r, spread(from, to, n, r)));
    }
    if (t.type === 2) {
      const n = Math.min(completed, 2);
      return Array.from({ length: n }, (_, r) => adRecord(c, t, by(r), r, spread(from, to, n, r)));
    }
    const mid = Math.round((from + to) / 2);
    return completed >= 4
      ? [bindingRecord(c, t, by(0), Math.ceil(completed / 2), from, mid), bindingRecord(c, t, by(1), Math.floor(completed / 2), mid, to)]
      : [bindingRecord(c, t, by(0), completed, from, to)];
  };
}
