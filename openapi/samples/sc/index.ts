// Examples of the members-only supply-chain area: token and login, reports, clients, notices,
// charts, my articles, the ad search and the CRM service projects, items, records and reports.
import { dateOnly, dateTime, fail, ok, unauthorized, type Example, type Examples } from './kit.ts';
import { CITIES, fill, HEADLINES } from './vocab.ts';
import type { World } from './world.ts';

/** The logged-in staff member's account: the supply-chain staff persona. */
const ACCOUNT = '13800138003';

const EN: Record<string, string> = {
  晶芯光电: 'Jingxin Optoelectronics', 华曜显示: 'Huayao Display', 辰宇半导体: 'Chenyu Semiconductor', 明川科技: 'Mingchuan Technology',
  蓝拓光电: 'Lantuo Optoelectronics', 星启微电子: 'Xingqi Microelectronics', 芯源碳化硅: 'Xinyuan SiC Materials', 极光视讯: 'Jiguang Vision',
  睿晶封装: 'Ruijing Packaging', 天衡显示: 'Tianheng Display', 氮镓科技: 'Danjia Technology', 光启车载: 'Guangqi Automotive Display',
  海韵激光: 'Haiyun Laser Display', 紫源光电: 'Ziyuan Optoelectronics', 鼎盛驱动: 'Dingsheng Driver IC', 弘毅外延: 'Hongyi Epitaxy',
  恒光控制: 'Hengguang Control Systems', 中科晶元: 'Zhongke Jingyuan Semiconductor', 澜海玻璃基: 'Lanhai Glass Substrate', 锐视科技: 'Ruishi Technology',
  云杉材料: 'Yunshan New Materials', 北辰功率: 'Beichen Power Semiconductor', 晟光照明: 'Shengguang Lighting', 视界智显: 'Shijie Smart Display',
};
const LISTED = ['未上市', 'A股主板', '科创板', '创业板', '北交所', '港股', '境外上市'] as const;
const CHAIN = ['上游：衬底与外延', '上游：芯片', '中游：封装与模组', '中游：驱动IC', '下游：显示屏与整机', '材料与设备'];
const PRODUCTS: Record<string, string> = {
  'Mini LED': 'Mini LED背光模组、COB显示模块',
  'Micro LED': 'Micro LED芯片、巨量转移设备',
  第三代半导体: '碳化硅衬底、外延片',
  LED显示屏: '小间距LED显示屏、租赁屏、虚拟拍摄屏',
  'UV LED': 'UVC杀菌模组、UVA固化光源',
  OLED: 'OLED发光材料、蒸镀掩膜版',
  SiC功率器件: 'SiC MOSFET、SiC肖特基二极管',
  GaN快充: 'GaN功率芯片、快充方案',
  车载显示: '车载中控屏、HUD、氛围灯模组',
  激光显示: '激光电视光机、激光投影模组',
};

/** Reads average: total reads over the articles read at least once, rounded down; 0 when none. */
const readStats = (nums: number[]) => {
  const total = nums.reduce((a, b) => a + b, 0);
  const read = nums.filter((n) => n > 0).length;
  return { total, avg: read > 0 ? Math.floor(total / read) : 0 };
};

/** The supply-chain sample collections and the examples built from them. */
export function scData(w: World) {
  const { rnd } = w;
  const staffUser = w.personas.find((p) => p.key === 'staff')!.user;
  const me = { name: staffUser.name, phone: ACCOUNT };
  const staff = [me, { name: '林雪梅', phone: '13912345678' }, { name: '周凯', phone: '13760012345' }, { name: '何一鸣', phone: '18688886666' }, { name: '黄嘉欣', phone: '15012340987' }];
  const owners = ['郑立新', '梁春燕', '宋国栋', '韩振宇'];
  const companyBySn = (sn: string) => w.companies.find((c) => c.sn === sn)!;
  const others = (i: number, n: number) => Array.from({ length: n }, (_, k) => w.companies[(i + 5 + k * 3) % w.companies.length]!.sn);

  // ---- Token and login -------------------------------------------------------------------
  // The expiry is far ahead so a client running against the mock keeps its session.
  const scToken = {
    token: 'sc.eyJhbGciOiJIUzI1NiJ9.eyJ1aWQiOjEwMDEsInBob25lIjoiMTM4MDAxMzgwMDAifQ.U2NUb2tlblNhbXBsZQ',
    expires: Date.UTC(2099, 11, 31, 15, 59, 59),
    user: { id: staffUser.id, name: me.name, icon: staffUser.icon, account: ACCOUNT, job: staffUser.job, company: staffUser.company, scRoles: ['service', 'article'] },
    member: { memberEndTime: '2026-12-31' },
    isMember: 1,
  };

  // ---- Clients -----------------------------------------------------------------------------
  const clients = w.companies.map((c, i) => ({
    id: c.id,
    sn: c.sn,
    en: `${EN[c.sn] ?? c.sn} Co., Ltd.`,
    name: c.name,
    logo: i % 4 === 3 ? null : c.logo,
    webUrl: c.webUrl,
    listedState: i % 4 === 3 ? '未上市' : rnd.pick(LISTED),
    manufacturingBase: rnd.sample(CITIES, 2).map((city) => `${city}${rnd.pick(['生产基地', '产业园', '工厂'])}`).join('、'),
    supplyChain: rnd.pick(CHAIN),
    majorClient: others(i, 3).join('、'),
    mainProducts: PRODUCTS[c.segment] ?? c.segment,
    stockholders: `${rnd.pick(['张', '李', '陈', '刘'])}${rnd.pick(['建国', '海涛', '志强'])}（实际控制人，持股${rnd.int(20, 45)}.${rnd.int(1, 9)}%）、${rnd.pick(['深创投', '高新投', '产业基金', '员工持股平台'])}（持股${rnd.int(3, 9)}.${rnd.int(1, 9)}%）`,
    editTime: dateTime(600 + i * 2300),
  }));
  const myClients = clients.slice(0, 12);

  // ---- White papers and quarterly reports of the user -----------------------------------
  const wpNames = ['Mini/Micro LED显示产业调研白皮书', '第三代半导体功率器件调研白皮书', 'LED显示屏出海调研白皮书', '车载显示产业调研白皮书'];
  const wps = wpNames.map((name, i) => {
    const year = 2025 - Math.floor(i / 2);
    const id = 1700000000000 + [0, 1, 3, 4][i]! * 86400000;
    return {
      id,
      logo: w.image(`sc/wp-${i + 1}.svg`, 300, 420, name, String(year)),
      shareUrl: `https://events.example.com/wp/${id}`,
      productName: `${year}${name}`,
      productYear: year,
      fabuTime: `${year}-0${3 + i}-15`,
      done: i < 2 ? 1 : 0,
      publishedOnline: i === 0 ? 0 : 1,
      onlyOfflineSale: 0,
      state: i === 0 ? 0 : 1,
      typeList: [{ key: 'pdf', name: '电子版', price: 6800, priceZaoniao: 5800 }],
    };
  });
  const reports = [
    [2024, 3], [2024, 2], [2024, 1], [2023, 4], [2023, 3], [2023, 2],
  ].map(([year, quarter]) => ({
    id: year! * 10 + quarter!,
    productYear: year!,
    year: year!,
    quarter: quarter!,
    title: `行家说季报 ${year}年Q${quarter}`,
    logo: w.image(`sc/irs-${year}-${quarter}.svg`, 300, 420, '行家说季报', `${year}年第${quarter}季度`),
    catalogues: ['Mini/Micro LED', 'LED显示屏', '第三代半导体', 'UV LED', '重点企业动态'],
  }));

  // ---- Company notices ---------------------------------------------------------------------
  const NOTICE: Record<string, { titles: string[]; key: () => string }> = {
    股份变动: {
      titles: ['关于持股5%以上股东减持股份计划的预披露公告', '关于控股股东部分股份质押的公告', '关于回购公司股份的进展公告'],
      key: () => `股东拟通过集中竞价方式减持不超过${rnd.int(200, 900)}万股，占总股本的${rnd.int(1, 2)}.${rnd.int(10, 99)}%。`,
    },
    政府补助: {
      titles: ['关于获得政府补助的公告', '关于收到专项扶持资金的公告'],
      key: () => `自上次披露以来累计收到政府补助${rnd.int(300, 4800)}万元，占最近一期经审计归母净利润的${rnd.int(10, 40)}.${rnd.int(1, 9)}%。`,
    },
    投资者交流: {
      titles: ['投资者关系活动记录表', '关于参加2024年度网上集体接待日活动的公告'],
      key: () => `公司介绍了Mini LED背光订单情况，预计四季度产能利用率维持在${rnd.int(75, 95)}%以上。`,
    },
    业绩公告: {
      titles: ['2024年第三季度报告', '2024年半年度业绩预告', '关于2024年前三季度经营情况的公告'],
      key: () => `前三季度实现营业收入${rnd.int(5, 60)}.${rnd.int(1, 9)}亿元，同比增长${rnd.int(5, 48)}.${rnd.int(1, 9)}%；归母净利润同比${rnd.pick(['增长', '下降'])}${rnd.int(3, 60)}.${rnd.int(1, 9)}%。`,
    },
    其他: {
      titles: ['关于召开2024年第二次临时股东大会的通知', '关于变更注册资本并修订《公司章程》的公告', '关于对外投资设立全资子公司的公告'],
      key: () => `拟以自有资金${rnd.int(1, 20)}亿元投资建设${rnd.pick(['Mini LED', 'Micro LED', '碳化硅', 'UV LED'])}项目，建设周期${rnd.int(18, 36)}个月。`,
    },
  };
  const tags = Object.keys(NOTICE);
  const notices = Array.from({ length: 41 }, (_, i) => {
    const c = w.companies[(i * 7) % w.companies.length]!;
    const tag = tags[i % tags.length]!;
    const n = NOTICE[tag]!;
    return {
      company_name: c.name,
      tag,
      date_time: dateTime(90 + i * 517),
      star: i % 9 === 4 ? '-' : rnd.int(0, 5),
      title: `${c.sn}：${rnd.pick(n.titles)}`,
      important_desc: n.key(),
      content_desc: `${c.sn}主营${PRODUCTS[c.segment] ?? c.segment}。本公告${tag === '业绩公告' ? '披露了报告期内的主要财务数据，' : ''}涉及事项不会对公司正常经营产生重大影响，敬请投资者注意投资风险。`,
      page: rnd.int(2, 36),
      raw_url: `https://static.example.com/notices/${c.id}-${2024110 + i}.pdf`,
    };
  });

  // ---- Charts ------------------------------------------------------------------------------
  const charts = Array.from({ length: 64 }, (_, i) => {
    const w0 = w.words();
    const title = `${w0.year}年${w0.seg}${rnd.pick(['出货量', '市场规模', '价格走势', '产能分布', '渗透率'])}${rnd.pick(['统计', '预测', 'TOP10', '季度对比'])}`;
    const id = 11001 + i;
    const author = w.experts[(i * 3) % w.experts.length]!;
    return {
      id,
      title,
      desc: `行家说Research根据产业链调研数据整理，${w0.seg}相关数据截至${w0.year}年第${rnd.int(1, 4)}季度。`,
      img: w.image(`sc/chart-${id}.svg`, 800, 600, title, '行家说Research'),
      date: dateOnly(200 + i * 1900),
      createrName: author.name,
      srcTitle: `行家说Research《${w0.year}${w0.seg}产业调研报告》`,
      srcUrl: `https://research.example.com/report/${id}`,
    };
  });

  // ---- Company search ------------------------------------------------------------------
  const options = w.companies.map((c) => ({ id: c.id, name: c.sn }));

  // ---- Ads offered for binding (type 2 items bind these) ------------------------------------
  const adPlaces = ['首页横幅', '资讯页侧栏', '文章页底部', '开屏'];
  const adCompany = Array.from({ length: 36 }, (_, i) => w.companies[i % w.companies.length]!);
  const scAds = adCompany.map((c, i) => {
    const id = 12001 + i;
    const title = `${c.sn} ${c.segment}解决方案`;
    return {
      id,
      date: dateTime(300 + i * 1700),
      img: { url: w.image(`sc/ad-${id}.svg`, 1200, 400, title, '广告') },
      title: `${title}·${adPlaces[i % adPlaces.length]}`,
      bak: `${c.sn} 2024年度合同 HJ-2024-${String(101 + (i % 12) * 7).padStart(4, '0')}`,
      state: i % 6 === 5 ? 0 : 1,
    };
  });
  const adFor = (companyId: number, nth: number) => {
    const own = scAds.filter((a, i) => adCompany[i]!.id === companyId && a.state === 1);
    return own.length ? own[nth % own.length]! : scAds[nth % 5]!;
  };

  // ---- Services: items, records and projects -------------------------------------------
  type Staff = (typeof staff)[number];
  type Co = (typeof w.companies)[number];
  type Template = { tid: number; group: number; prefix: string; name: string; type: 1 | 2 | 3 | 4; total: number; unit: string };
  const TEMPLATES: Template[] = [
    { tid: 11, group: 1, prefix: '内容服务', name: '软文A类', type: 4, total: 6, unit: '篇' },
    { tid: 12, group: 1, prefix: '内容服务', name: '软文B类', type: 4, total: 8, unit: '篇' },
    { tid: 13, group: 1, prefix: '内容服务', name: '转载C类', type: 4, total: 12, unit: '篇' },
    { tid: 14, group: 1, prefix: '内容服务', name: '其它服务', type: 4, total: 2, unit: '项' },
    { tid: 21, group: 2, prefix: '广告服务', name: '首页横幅', type: 2, total: 4, unit: '期' },
    { tid: 22, group: 2, prefix: '广告服务', name: '资讯页侧栏', type: 2, total: 6, unit: '期' },
    { tid: 31, group: 3, prefix: '公众号服务', name: '头条广告位', type: 3, total: 4, unit: '次' },
    { tid: 41, group: 4, prefix: '活动服务', name: '大会演讲席位', type: 1, total: 1, unit: '场' },
    { tid: 51, group: 5, prefix: '研究服务', name: '白皮书联合发布', type: 1, total: 1, unit: '次' },
  ];
  const GROUPS = ['内容服务', '广告服务', '公众号服务', '活动服务', '研究服务'];
  const wecatOf = (seg: string) => (/半导体|SiC|GaN/.test(seg) ? 'SiC_GaN' : /UV/.test(seg) ? 'UVLEDV5' : 'hangjiatalk');
  /** The k-th of n moments spread evenly inside (to, from), in minutes ago (from is the older). */
  const spread = (from: number, to: number, n: number, k: number) => Math.round(from - ((from - to) * (k + 1)) / (n + 1));
  const RECENT = 3 * 1440;

  let articleSeq = 0;
  const articles = (c: Co, wecat: string, n: number, from: number, to: number) =>
    Array.from({ length: n }, (_, k) => {
      const seq = ++articleSeq;
      const at = spread(from, to, n, k);
      const w0 = { ...w.words(), sn: c.sn, seg: c.segment };
      const url = `https://mp.example.com/s/${wecat}-${20240000 + seq}`;
      return {
        wecat,
        date: dateOnly(at),
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
  const descriptionRecord = (c: Co, t: Template, by: Staff, r: number, at: number) => {
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
      images: pictures ? [1, 2, 3].slice(0, 2 + (id % 2)).map((k) => w.image(`sc/record-${id}-${k}.svg`, 800, 600, `${c.sn}${t.name}`, `图${k}`)) : [],
      createUser: by.name,
      createUserPhone: by.phone,
      date: dateTime(at),
    };
  };
  const adRecord = (c: Co, t: Template, by: Staff, r: number, at: number) => {
    const id = 61001 + recordSeq++;
    const ad = adFor(c.id, r);
    const slot = t.name === '首页横幅' ? '首页-顶部横幅' : '资讯页-右侧栏';
    return {
      id,
      type: 2 as const,
      adId: ad.id,
      adUrl: ad.img.url,
      screenshot: r % 2 === 0 ? w.image(`sc/screenshot-${id}.svg`, 1280, 800, `${c.sn}广告投放截图`, slot) : null,
      records: ['PC端', '移动端'].map((device) => {
        const show = rnd.int(18000, 96000);
        return {
          placeStr: `${slot}（${device}）`,
          startDate: dateOnly(at),
          endDate: dateOnly(at - 7 * 1440),
          showNum: show,
          clickNum: Math.floor(show * (0.004 + rnd.next() * 0.012)),
        };
      }),
      createUser: by.name,
      createUserPhone: by.phone,
      date: dateTime(at),
    };
  };
  const bindingRecord = (c: Co, t: Template, by: Staff, n: number, from: number, to: number) => {
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
      start: dateOnly(from),
      end: dateOnly(to),
      articleNum: list.length,
      articleTotalReadNum: total,
      articleAvgReadNum: avg,
      records: list,
      createUser: by.name,
      createUserPhone: by.phone,
    };
  };
  /** The full records of an item: descriptions, bound ads, or one or two company bindings. */
  const recordsOf = (c: Co, t: Template, execs: Staff[], completed: number, from: number, to: number) => {
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

  type Status = 'doing' | 'passed' | 'completed';
  const STATUS: Status[] = ['doing', 'doing', 'passed', 'completed', 'doing', 'completed', 'passed', 'doing', 'completed', 'doing', 'completed', 'doing'];
  const PACKAGES = ['2024年度品牌推广套餐', '内容+广告组合服务', 'Mini LED专题合作', '年度会员及活动赞助', '第三代半导体专题包'];
  let itemSeq = 0;
  const projects = STATUS.map((status, i) => {
    const c = w.companies[i]!;
    const from = status === 'doing' ? 1440 * (120 + i * 9) : 1440 * (420 + i * 11);
    const endAt = status === 'doing' ? -1440 * (150 + i * 13) : 1440 * (20 + i * 7);
    const to = Math.max(endAt, 60);
    const picks = [TEMPLATES[i % 4]!, TEMPLATES[4 + (i % 2)]!, ...(i % 3 === 0 ? [TEMPLATES[6]!] : []), TEMPLATES[7 + (i % 2)]!];
    const items = picks.map((t, k) => {
      const id = 52001 + itemSeq++;
      const mine = (k + i) % 2 === 0;
      const col = staff[1 + ((i + k) % (staff.length - 1))]!;
      const execs = mine ? [me, col] : [col];
      const completed = status === 'completed' ? t.total : t.total === 1 ? 0 : rnd.int(1, t.total - 1);
      const records = recordsOf(c, t, execs, completed, from, to);
      const summary = records.map((r) =>
        r.type === 1 ? { id: r.id, num: 0, images: r.images } : r.type === 2 ? { id: r.id, num: 0, images: r.screenshot ? [r.screenshot] : [] } : { id: r.id, num: r.articleTotalReadNum },
      );
      const bindings = records.filter((r): r is ReturnType<typeof bindingRecord> => r.type === 3 || r.type === 4);
      const stats = readStats(bindings.flatMap((b) => b.records.map((a) => a.num)));
      const issue = {
        id,
        name: `${t.prefix}-${t.name}`,
        type: t.type,
        preTitle: t.prefix,
        note: `合同约定${t.total}${t.unit}，${status === 'passed' ? '已逾期，请尽快补录' : status === 'completed' ? '已全部交付' : '按月交付'}`,
        desc: `${c.sn}${t.name}服务`,
        executor: execs.map((s) => s.name),
        executorPhone: execs.map((s) => s.phone).join(','),
        recorded: records.length > 0 ? 1 : 0,
        completed,
        total: t.total,
        records: summary,
        ...(bindings.length
          ? {
              companyName: c.sn,
              wechat: bindings[0]!.wechat,
              start: bindings[0]!.start,
              end: bindings[bindings.length - 1]!.end,
              ...(t.type === 4 ? { serviceType: t.name } : {}),
              articleNum: bindings.reduce((n, b) => n + b.articleNum, 0),
              articleTotalReadNum: stats.total,
              articleAvgReadNum: stats.avg,
            }
          : {}),
      };
      return { t, issue, records };
    });
    const issues = items.map((x) => x.issue);
    const isMine = (it: (typeof issues)[number]) => it.executorPhone.includes(ACCOUNT);
    const project = {
      projectCode: `HJ-2024-${String(101 + i * 7).padStart(4, '0')}`,
      company: { id: c.id, name: c.sn, fullName: c.name, owner: i % 3 === 0 ? [owners[i % 4]!, owners[(i + 1) % 4]!] : [owners[i % 4]!] },
      bindServiceName: PACKAGES[i % PACKAGES.length]!,
      startTime: dateOnly(from),
      endTime: dateOnly(endAt),
      my: issues.filter(isMine),
      other: issues.filter((it) => !isMine(it)),
      hidden: 0,
      issues,
    };
    return { status, project, items };
  });
  const byStatus = (s: Status) => projects.filter((p) => p.status === s).map((p) => p.project);
  const counts = { doing: byStatus('doing').length, passed: byStatus('passed').length, completed: byStatus('completed').length };

  // Service details (the dialog): the item's own fields and its full records.
  const allItems = projects.flatMap((p) => p.items.map((x) => ({ ...x, project: p.project })));
  const find = (test: (x: (typeof allItems)[number]) => boolean) =>
    allItems.find((x) => test(x) && x.issue.executorPhone.includes(ACCOUNT)) ?? allItems.find(test)!;
  const detailOf = (x: (typeof allItems)[number]) => ({
    id: x.issue.id,
    name: x.issue.name,
    type: x.issue.type,
    projectCode: x.project.projectCode,
    companyName: x.project.company.name,
    executor: x.issue.executor,
    executorPhone: x.issue.executorPhone,
    issues: x.records,
  });
  const descriptionDetail = detailOf(find((x) => x.t.type === 1 && x.records.length >= 2));
  const adDetail = detailOf(find((x) => x.t.type === 2 && x.records.length >= 2));
  const articleDetail = detailOf(find((x) => x.t.name === '软文A类' && x.records.length >= 2));
  const publicAdDetail = detailOf(find((x) => x.t.type === 3 && x.records.length >= 1));
  const otherServiceDetail = detailOf(find((x) => x.t.name === '其它服务' && x.records.length >= 1));
  const noRecordsDetail = detailOf(find((x) => x.records.length === 0));

  // The customer progress table (/sc/myservice).
  const serviceTypes = GROUPS.map((label, g) => ({
    value: g + 1,
    label,
    children: TEMPLATES.filter((t) => t.group === g + 1).map((t) => ({ value: t.tid, label: t.name })),
  }));
  const groups = GROUPS.map((name, g) => ({
    name,
    columns: TEMPLATES.filter((t) => t.group === g + 1).map((t) => ({ key: `s${t.tid}`, name: t.name, sortable: true })),
  }));
  const rows = projects.map(({ project: p }) => ({
    contractCode: p.projectCode,
    companyName: p.company.name,
    owner: p.company.owner.join('、'),
    values: Object.fromEntries(
      p.issues.map((it) => {
        const t = TEMPLATES.find((x) => `${x.prefix}-${x.name}` === it.name)!;
        return [`s${t.tid}`, { text: `${it.completed}/${it.total}`, serviceTypeId: t.tid, serviceId: it.id, completed: it.completed, total: it.total }];
      }),
    ),
  }));

  // ---- My articles -------------------------------------------------------------------------
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


  const auth = { unauthorized: unauthorized() };
  const done = (summary: string): Example => ok(null, summary);

  const examples: Examples = {
    getScToken: {
      default: ok(scToken, 'The token and its expiry in epoch ms (far ahead, so a client on the mock keeps its session)'),
      failed: fail(1, '该账号未开通供应链权限', 'No token for this user: the login dialog (登录供应链系统) opens'),
    },
    scLogin: {
      default: ok(scToken, 'Logged in: the token is saved and the page reloads'),
      wrongCode: fail(1, '验证码错误', "The code is wrong: the dialog shows the server's msg"),
    },
    listMyReports: {
      default: ok({ wps, reports }, 'Four white papers (the first one 调研中) and six quarterly reports'),
      empty: ok({ wps: [], reports: [] }, 'No white papers and no reports'),
      ...auth,
    },
    listMyClients: {
      default: ok(myClients, "Twelve clients, three without a logo ('暂无 Logo')"),
      empty: ok([], 'No clients'),
      ...auth,
    },
    getClient: {
      default: ok(clients[0], 'A factsheet with every field'),
      noLogo: ok(clients[3], 'An unlisted client without a logo'),
      notFound: fail(404, '客户不存在', 'No client with this id'),
      ...auth,
    },
    updateClient: {
      default: done("Saved: the page shows '设置成功'"),
      ...auth,
    },
    listNotices: {
      default: ok({ data: notices.slice(0, 18) }, 'A full page of 18 notices (stars 0 to 5, some "-")'),
      empty: ok({ data: [] }, "No more notices: the page shows '没有更多'"),
      lastPage: ok({ data: notices.slice(36, 41) }, 'The last page: 5 notices'),
      performance: ok({ data: notices.filter((n) => n.tag === '业绩公告').slice(0, 8) }, 'Filtered by tag 业绩公告'),
      ...auth,
    },
    listCharts: {
      default: ok({ total: 64, data: charts.slice(0, 9) }, 'The first screen: 9 charts of 64'),
      empty: ok({ total: 0, data: [] }, 'No charts for this keyword'),
      lastPage: ok({ total: 51, data: charts.slice(45, 51) }, 'The last page of a 51-chart search (9, then 18 and 18, then these 6)'),
      ...auth,
    },
    searchCompanies: {
      default: ok(options.filter((o) => o.name.includes('光电')), "Companies matching '光电'"),
      empty: ok([], 'No company matches'),
      ...auth,
    },
    listMyArticles: {
      default: ok(myArticles, 'Three months of articles with reads; unread articles do not count in the average'),
      noReads: ok([month('2024-11', 2, 2)], 'A month of unread articles: the average is 0'),
      empty: ok([], 'No articles'),
      ...auth,
    },
    searchAds: {
      default: ok({ items: scAds.slice(0, 10), total: 36 }, 'A page of 10 ads of 36 (state 0 ones are off shelf)'),
      empty: ok({ items: [], total: 0 }, 'No ads'),
      lastPage: ok({ items: scAds.slice(30, 36), total: 36 }, 'The last page: 6 ads'),
    },
    listServiceProjects: {
      default: ok({ ...counts, datas: byStatus('doing') }, 'To-do projects (type 1); own items first'),
      overdue: ok({ ...counts, datas: byStatus('passed') }, 'Overdue projects (type 2)'),
      done: ok({ ...counts, datas: byStatus('completed') }, 'Done projects (type 3)'),
      empty: ok({ doing: 0, passed: 0, completed: 0, datas: [] }, 'No projects'),
      ...auth,
    },
    getServiceItem: {
      default: ok(descriptionDetail, 'A description item (type 1): two records, one with pictures, one with a link'),
      adBinding: ok(adDetail, 'An ad item (type 2): bound ads with placements, one without a screenshot yet'),
      articleBinding: ok(articleDetail, 'An article item (type 4, 软文A类): two company bindings with articles and reads'),
      publicAccountAd: ok(publicAdDetail, 'A public-account ad item (type 3): a binding with ad slots per article'),
      otherService: ok(otherServiceDetail, 'The item 内容服务-其它服务: service type 其它服务'),
      noRecords: ok(noRecordsDetail, 'An item without records yet'),
      ...auth,
    },
    saveServiceRecord: {
      default: done('Saved; the detail is read again'),
      missingBinding: fail(1, '填写公司简称、时间信息', 'A binding without company, start or end'),
      missingDescription: fail(1, '添加描述或者图片', 'A description without text or pictures'),
      ...auth,
    },
    saveScreenshot: { default: done("Saved: the page shows '成功上传截图'"), ...auth },
    deleteServiceRecord: { default: done("Deleted: the page shows '成功删除'"), ...auth },
    deleteRecordImage: { default: done("Deleted: the page shows '成功删除'"), ...auth },
    downloadReport: {
      default: {
        summary: 'The spreadsheet 服务报告.xlsx (this text stands in for its bytes)',
        value: '服务报告.xlsx（示例文本，代替电子表格的二进制内容）',
      },
      notFound: fail(404, '服务项目不存在', 'No service item with this id: a JSON failure instead of the file'),
      ...auth,
    },
    getCrmServiceColumns: {
      default: ok({ serviceTypes, groups, rows }, 'The cascader tree, five column groups and one row per contract'),
      empty: ok({ serviceTypes, groups, rows: [] }, 'No contracts for this filter'),
      ...auth,
    },
    getCrmRecordDetail: {
      default: ok(articleDetail, 'The records of an article cell (type 4)'),
      adBinding: ok(adDetail, 'The records of an ad cell (type 2)'),
      empty: ok({ ...articleDetail, issues: [] }, 'A cell without records'),
      ...auth,
    },
  };
  return { examples, staff, scToken, clients, myClients, wps, reports, notices, charts, options, scAds, projects, allItems, TEMPLATES, serviceTypes, groups, myArticles, readStats };
}

export const scExamples = (w: World): Examples => scData(w).examples;
