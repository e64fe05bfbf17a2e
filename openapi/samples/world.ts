// The sample world: people, companies, topics and media built once from the seed. Example
// modules pick from it, so an id means the same thing in every answer.
import { AssetRegistry, avatarPicture, createRandom, EXAMPLES_ORIGIN, logoPicture, panelPicture, qrSvg, sampleDate, sampleDateTime, SEED, type Random } from './kit.ts';
import { COMMENTS, COMPANIES, FAMILY, fill, GIVEN, HEADLINES, JOBS, LABELS, PARAGRAPHS, QUESTIONS, SEGMENTS } from './vocab.ts';

/** The world the samples are built from, by seed; not the mock backend's World (sessions, sandboxes, state). */
export type SampleWorld = ReturnType<typeof createSampleWorld>;

/**
 * The world of `seed`, its pictures and documents addressed under `origin` (no trailing slash): the
 * public origin of whatever serves them. The same seed makes the same world at every origin.
 */
export function createSampleWorld(seed = SEED, origin = EXAMPLES_ORIGIN) {
  const rnd: Random = createRandom(seed);
  const assets = new AssetRegistry(origin);
  const words = () => {
    const c = rnd.pick(COMPANIES);
    // The partner is another company: never a company in partnership with itself.
    const other = rnd.pick(COMPANIES);
    return {
      seg: c.segment,
      sn: c.sn,
      sn2: (other === c ? COMPANIES[(COMPANIES.indexOf(c) + 1) % COMPANIES.length]! : other).sn,
      job: rnd.pick(JOBS),
      year: rnd.int(2021, 2024),
      pct: rnd.int(12, 68),
      p: rnd.int(4, 9),
      yi: rnd.int(3, 60),
    };
  };

  const companies = COMPANIES.map((c, i) => ({
    id: 3001 + i,
    sn: c.sn,
    name: c.name,
    segment: c.segment,
    logo: assets.picture(`logos/company-${3001 + i}.png`, logoPicture(c.sn)),
    webUrl: `https://www.example.com/${3001 + i}`,
  }));

  const experts = Array.from({ length: 60 }, (_, i) => {
    const id = 1001 + i;
    const name = `${FAMILY[i % FAMILY.length]}${GIVEN[(i * 7) % GIVEN.length]}`;
    const company = companies[i % companies.length]!;
    const isJigou = i % 10 === 9 ? 1 : 0;
    const auths = isJigou ? [4] : i % 5 === 0 ? [2, 64] : i % 7 === 0 ? [2, 16] : [2];
    const displayName = isJigou ? company.sn : name;
    return {
      id,
      name: displayName,
      icon: assets.picture(`avatars/user-${id}.png`, isJigou ? logoPicture(company.sn) : avatarPicture(name)),
      signText: isJigou ? `${company.sn}官方账号` : `${company.segment}领域从业${rnd.int(8, 25)}年`,
      job: rnd.pick(JOBS),
      company: company.name,
      auths,
      isJigou,
      companyId: company.id,
    };
  });
  const summary = (u: (typeof experts)[number]) => ({
    id: u.id,
    name: u.name,
    icon: u.icon,
    signText: u.signText,
    job: u.job,
    company: u.company,
    auths: u.auths,
    link: u.id % 6 === 0 ? `gyl_${u.id}` : undefined,
  });

  const image = (file: string, w: number, h: number, title: string, sub = '') => assets.picture(file, panelPicture(w, h, title, sub));

  const blocks = (w: ReturnType<typeof words>, id: number) => [
    { type: 'text', text: fill(PARAGRAPHS[0]!, w) },
    { type: 'text', text: `一、${w.seg}市场概况`, strongText: 1, fontSize: 2, color: '#0b4f9c' },
    { type: 'text', text: fill(PARAGRAPHS[1]!, w) },
    { type: 'img', text: image(`topics/topic-${id}-1.png`, 800, 450, `${w.seg}出货量走势`, '行家说Research'), imgDesc: `图：${w.seg}出货量走势（来源：行家说Research）` },
    { type: 'text', text: fill(PARAGRAPHS[2]!, w) },
    { type: 'text', text: '二、应用端需求', strongText: 1, fontSize: 2, color: '#0b4f9c' },
    { type: 'text', text: fill(PARAGRAPHS[3]!, w) },
    { type: 'video', text: `https://video.example.com/topic-${id}.mp4`, videoImg: image(`topics/topic-${id}-video.png`, 800, 450, `${w.sn}产线探访`, '视频') },
    { type: 'text', text: fill(PARAGRAPHS[4]!, w) },
    { type: 'text', text: fill(PARAGRAPHS[5]!, w), centerText: 1, fontSize: 1 },
  ];

  /** Topics: articles (type 1) and Q&As (type 3), newest first, an hour or more apart. */
  const topics = Array.from({ length: 120 }, (_, i) => {
    const id = 5001 + i;
    const w = words();
    // The first expert writes every fourth topic: a profile whose feed pages (20, then 10).
    const author = experts[i % 4 === 0 ? 0 : i % experts.length]!;
    const minutesAgo = 45 + i * 97;
    const isQa = i % 3 === 2;
    const base = {
      id,
      type: isQa ? 3 : 1,
      date: sampleDateTime(minutesAgo),
      timeToShow: minutesAgo < 24 * 60 ? `${Math.max(1, Math.round(minutesAgo / 60))}小时前` : sampleDate(minutesAgo),
      readNum: rnd.int(300, 48000),
      labels: rnd.sample(LABELS, 3),
      state: 1,
      hidden: 0,
      user: summary(author),
      companyIds: [w.sn, w.sn2].map((sn) => companies.find((c) => c.sn === sn)!.id),
    };
    if (!isQa) {
      const title = fill(HEADLINES[i % HEADLINES.length]!, w);
      return {
        ...base,
        answer: undefined,
        article: {
          title,
          shortContent: fill(PARAGRAPHS[0]!, w).slice(0, 60),
          content: blocks(w, id),
          tags: rnd.sample(LABELS, 2),
          cover: image(`topics/topic-${id}.png`, 480, 270, title.slice(0, 18)),
        },
      };
    }
    const asker = experts[(i + 11) % experts.length]!;
    const q = fill(QUESTIONS[i % QUESTIONS.length]!, w);
    return {
      ...base,
      article: undefined,
      answer: {
        title: q,
        wentiTitle: q,
        wentiContent: `我们正在评估${w.seg}方案，想听听行家的意见。`,
        huidaContent: fill(PARAGRAPHS[1]!, w),
        huidaContents: blocks(w, id).slice(0, 5),
        huidaUser: summary(author),
        tiwenUser: summary(asker),
        tiwen_content: `我们正在评估${w.seg}方案，想听听行家的意见。`,
        tiwenimgInfos: [{ smallImageurl: image(`topics/question-${id}.png`, 240, 180, '现场照片') }],
      },
    };
  });
  const topicOut = (t: (typeof topics)[number]) => t;

  const discerns = Array.from({ length: 120 }, (_, i) => {
    const w = words();
    const title = `${w.year}年${w.seg}${rnd.pick(['出货量', '市场规模', '产能分布', '价格走势', '渗透率', '专利申请量'])}${rnd.pick(['统计', '预测', '对比', 'TOP10'])}`;
    const id = 7001 + i;
    return {
      id,
      title,
      imgdesc: `来源：行家说Research`,
      url: image(`discerns/discern-${id}.png`, 640, 400, title, '行家说Research'),
      text: fill(PARAGRAPHS[1]!, w),
      date: sampleDateTime(120 + i * 1440),
    };
  });

  const specials = Array.from({ length: 45 }, (_, i) => {
    const id = 8001 + i;
    const type = i % 5 === 3 ? 11 : i % 5 === 4 ? 13 : 5;
    const w = words();
    const title = type === 13 ? `行家说周刊·第${120 - i}期` : type === 11 ? `图说${w.seg}：${w.year}产业全景` : `${w.seg}专题：${w.year}技术与市场`;
    const img = image(`specials/special-${id}.png`, 600, 300, title);
    const own = topics.slice((i * 4) % 100, ((i * 4) % 100) + 6).map(topicOut);
    return {
      id,
      type,
      date: sampleDateTime(300 + i * 2880),
      title,
      daodu: `本专题汇总${w.seg}领域的最新动态、深度报道与行家问答，帮助读者快速把握产业脉络。`,
      zhuanti: { img },
      tushuo: { url: image(`specials/tushuo-${id}.png`, 750, 1800, title, '行家说图说') },
      weekly: { imageInfo: { imageUrl: img }, url: `https://weekly.example.com/issue/${120 - i}` },
      topics: own,
    };
  });

  const comments = Array.from({ length: 40 }, (_, i) => {
    const u = experts[(i * 3) % experts.length]!;
    return { id: 9001 + i, user: { icon: u.icon, name: u.name }, content: rnd.pick(COMMENTS), date: sampleDateTime(30 + i * 53) };
  });

  const labels = LABELS.map((name, i) => ({ id: 401 + i, name }));

  const ad = (id: number, title: string, w: number, h: number, action: Record<string, unknown>) => ({
    id,
    title,
    imageInfo: { imageUrl: image(`ads/ad-${id}.png`, w, h, title, '广告') },
    action,
  });
  const adAction = (i: number) =>
    i % 3 === 0
      ? { type: 1, url: `https://www.example.com/ad/${i}` }
      : i % 3 === 1
        ? { type: 3, ext: { type: 11, id: experts[i % experts.length]!.id } }
        : { type: 3, ext: { type: 10, id: topics[i % topics.length]!.id } };

  const communities = [
    { id: 601, name: 'Mini/Micro LED社区', keyword: 'Mini LED', description: '聚焦Mini/Micro LED背光与直显的技术交流社区。' },
    { id: 602, name: '第三代半导体社区', keyword: '碳化硅', description: '碳化硅、氮化镓功率与射频器件的行家社区。' },
    { id: 603, name: 'UV LED社区', keyword: 'UV LED', description: '紫外LED固化、杀菌消毒应用交流。' },
    { id: 604, name: 'OLED社区', keyword: 'OLED', description: 'OLED材料、面板与终端应用。' },
    { id: 605, name: 'LED显示屏社区', keyword: '直显', description: 'LED直显、小间距与虚拟拍摄。' },
  ].map((c) => ({
    ...c,
    banner: image(`communities/community-${c.id}.png`, 1200, 200, c.name, c.description),
    qrCode: assets.add(`qr/community-${c.id}.svg`, qrSvg(`https://www.example.com/group-assistant/${c.id}`)),
  }));

  /**
   * The QA personas (mock-server/README.md): who signs in with which phone or e-mail. Experts are
   * users of the world; the others are plain users with ids from 2001.
   */
  const plain = (id: number, name: string, job: string, company: string) => ({
    id, name, icon: assets.picture(`avatars/user-${id}.png`, avatarPicture(name)), signText: '', job, company, auths: [] as number[], isJigou: 0, companyId: 0,
  });
  const personas = [
    { key: 'sample', phone: '13800138000', email: 'sample@hangjia.example', user: experts[0]!, scRoles: ['service', 'article', 'customer', 'report'], isMember: 1, label: '示例用户（示例数据里的登录用户）' },
    { key: 'expert', phone: '13800138001', email: 'expert@hangjia.example', user: experts[1]!, scRoles: [], isMember: 0, label: '行家' },
    { key: 'organisation', phone: '13800138002', email: 'org@hangjia.example', user: experts[9]!, scRoles: [], isMember: 1, label: '机构' },
    { key: 'staff', phone: '13800138003', email: 'staff@hangjia.example', user: plain(2003, '林思远', '供应链服务经理', '行家说'), scRoles: ['service', 'article'], isMember: 0, label: '供应链员工' },
    { key: 'customer', phone: '13800138004', email: 'customer@hangjia.example', user: plain(2004, '郑立新', '采购总监', companies[0]!.name), scRoles: ['customer', 'report'], isMember: 1, label: '供应链客户' },
    { key: 'nosc', phone: '13800138005', email: 'nosc@hangjia.example', user: plain(2005, '宋佳琪', '产品经理', companies[5]!.name), scRoles: [], isMember: 0, label: '无供应链账号的用户' },
    { key: 'attendee', phone: '13800138006', email: 'attendee@hangjia.example', user: plain(2006, '韩晓东', '研发工程师', companies[7]!.name), scRoles: [], isMember: 0, label: '活动报名者' },
  ];

  return {
    origin, rnd, assets, words, image, companies, experts, summary, topics, topicOut, discerns, specials, comments, labels, ad, adAction, communities, personas,
  };
}
