// Examples of the public portal: content, search, login, questions, events, files, ads, awards.
import { sampleDateTime, fail, ok, okData, type Examples } from './kit.ts';
import { CITIES } from './vocab.ts';
import type { SampleWorld } from './world.ts';

/** A list's three scenarios: a full default, none, and a last page shorter than the limit. */
const list = (items: unknown[], lastPage: unknown[], what: string) => ({
  default: ok(items, `A full page of ${what}`),
  empty: ok([], `No ${what}`),
  lastPage: ok(lastPage, `The last page of ${what}: fewer items than the limit`),
});

/** The portal's sample collections and the examples built from them (the sample backend serves the same records). */
export function portalData(w: SampleWorld) {
  const full = w.topics.map(w.topicOut);
  // Lists carry the summary of a topic; its blocks come with the detail (getTopic).
  const topics = full.map(({ article, answer, ...t }) => ({
    ...t,
    ...(article ? { article: { title: article.title, shortContent: article.shortContent, tags: article.tags, cover: article.cover } } : {}),
    ...(answer ? { answer: { title: answer.title, wentiTitle: answer.wentiTitle, huidaContent: answer.huidaContent, huidaUser: answer.huidaUser, tiwenUser: answer.tiwenUser } } : {}),
  }));
  const articles = topics.filter((t) => t.type === 1);
  const qas = topics.filter((t) => t.type === 3);
  const firstArticle = full.find((t) => t.type === 1)!;
  const experts = w.experts.map(w.summary);
  const org = w.experts.find((u) => u.isJigou === 1)!;
  const profile = (u: (typeof w.experts)[number]) => ({
    ...w.summary(u),
    // The counts of the profile are those of the user's topics, so every page shows the same reads.
    topicNum: full.filter((t) => t.user.id === u.id).length,
    readNum: full.filter((t) => t.user.id === u.id).reduce((n, t) => n + t.readNum, 0),
    isJigou: u.isJigou,
    memberId: u.id % 4 === 0 ? 20000 + u.id : null,
    account: `1380013${String(u.id).padStart(4, '0')}`,
    bgLogo: w.image(`profiles/bg-${u.id}.png`, 1200, 240, u.company),
    descUrl: w.image(`profiles/desc-${u.id}.png`, 800, 400, `${u.company}简介`),
    remarks: u.isJigou ? `${u.company}成立于2009年，专注${w.companies.find((c) => c.id === u.companyId)!.segment}的研发、生产与销售，产品广泛应用于商显、车载与消费电子领域。` : undefined,
    hjUsers: u.isJigou ? experts.slice(0, 6) : undefined,
  });
  const sessionUser = {
    id: 1001,
    name: w.experts[0]!.name,
    icon: w.experts[0]!.icon,
    memberId: 21001,
    account: '13800138000',
    job: '市场总监',
    company: w.companies[0]!.name,
    auths: [2],
    scRoles: ['service', 'article', 'customer', 'report'],
  };

  const slots = (offset: number) => ({
    part1: [0, 1, 2].map((i) => w.ad(offset + i, `${w.companies[(offset + i) % 24]!.sn}·${w.companies[(offset + i) % 24]!.segment}解决方案`, 300, 157, w.adAction(offset + i))),
    part2: [3, 4].map((i) => w.ad(offset + i, `${w.companies[(offset + i) % 24]!.sn}新品发布`, 300, 157, w.adAction(offset + i))),
    part3: [5, 6, 7].map((i) => w.ad(offset + i, `${w.companies[(offset + i) % 24]!.sn}诚聘英才`, 300, 157, w.adAction(offset + i))),
  });
  const banners = [0, 1, 2, 3, 4].map((i) => w.ad(200 + i, ['2024行家说年度盛典', 'Mini/Micro LED产业报告发布', '第三代半导体产业高峰论坛', '极光奖评选启动', 'UV LED应用研讨会'][i]!, 1200, 400, w.adAction(i)));
  const topAds = [0, 1].map((i) => w.ad(300 + i, ['2024 Mini/Micro LED显示产业大会 报名中', '行家说季报 订阅享八折'][i]!, 1200, 80, { type: 1, url: `https://www.example.com/top/${i}` }));

  const eventNames = ['Mini/Micro LED显示产业大会', '第三代半导体产业高峰论坛', 'UV LED技术与应用研讨会', 'LED显示屏年度盛典', '车载显示创新论坛', 'OLED产业链峰会'];
  // Newest first: three open for sign-up (after today, 2026-11), then the past ones back to 2017,
  // each named after the year it took place.
  const upcoming = ['2027-03-18', '2027-01-12', '2026-12-16'];
  const events = Array.from({ length: 16 }, (_, i) => {
    const done = i < 3 ? 1 : 0;
    const past = i - 3;
    const eventDate = done ? upcoming[i]! : `${2026 - Math.round((past * 9) / 12)}-${past % 2 === 0 ? '10' : '05'}-${10 + (i % 9)}`;
    const year = Number(eventDate.slice(0, 4));
    const name = `${year}${eventNames[i % eventNames.length]}`;
    return {
      id: 1101 + i,
      name,
      done,
      eventDate,
      signExpiredDate: done ? `${eventDate.slice(0, 8)}0${1 + i}` : eventDate,
      logo: w.image(`events/event-${1101 + i}.png`, 600, 338, name, CITIES[i % CITIES.length]),
      shareUrl: `https://events.example.com/e/${1101 + i}`,
      city: CITIES[i % CITIES.length],
    };
  });
  const semiEvents = events.slice(0, 6).map((e, i) => ({ ...e, id: 1201 + i, name: e.name.replace(/\d{4}/, (y) => `${y}第三代半导体`), logo: w.image(`events/semi-${1201 + i}.png`, 600, 338, `第三代半导体论坛`, e.eventDate.slice(0, 4)) }));

  const fileGroups = events.slice(2, 14).map((e, g) => ({
    id: e.id,
    smsTime: e.eventDate,
    productName: e.name,
    shareUrl: e.shareUrl,
    files: Array.from({ length: 4 + (g % 3) }, (_, i) => {
      const u = w.experts[(g * 5 + i) % w.experts.length]!;
      const c = w.companies[(g * 5 + i) % w.companies.length]!;
      return { id: 1301 + g * 10 + i, name: `${c.segment}技术进展与市场展望`, logo: c.logo, speaker: u.name, company: c.name };
    }),
  }));
  // Every file's pages, so each file the backend serves has its pictures among the assets.
  const fileDetails = new Map(
    fileGroups.flatMap((g) =>
      g.files.map((f, k) => {
        const page = 6 - (k % 3);
        return [
          f.id,
          {
            id: f.id,
            name: f.name,
            page,
            desc: `${f.speaker}（${f.company}）在${g.productName}上分享的完整课件。`,
            imgs: Array.from({ length: page }, (_, i) => w.image(`files/file-${f.id}-${i + 1}.png`, 960, 540, `第${i + 1}页`, f.name)),
            eventId: g.id,
          },
        ] as const;
      }),
    ),
  );
  const fileDetail = (id: number) => fileDetails.get(id)!;

  const wpNames = ['Mini/Micro LED显示产业调研白皮书', '第三代半导体功率器件调研白皮书', 'UV LED应用市场调研白皮书', 'LED显示屏出海调研白皮书', '车载显示产业调研白皮书', 'OLED材料国产化调研白皮书', 'XR虚拟拍摄调研白皮书', '激光显示调研白皮书'];
  const whitePapers = wpNames.map((name, i) => {
    const year = 2025 - Math.floor(i / 2);
    const id = 1700000000000 + i * 86400000;
    return {
      id,
      logo: w.image(`whitepapers/wp-${i + 1}.png`, 300, 420, name, `${year}`),
      shareUrl: `https://events.example.com/wp/${id}`,
      productName: `${year}${name}`,
      productYear: year,
      fabuTime: `${year}-0${1 + (i % 9)}-15`,
      done: i < 3 ? 1 : 0,
      publishedOnline: i === 0 ? 0 : 1,
      onlyOfflineSale: i === 5 ? 1 : 0,
      state: i === 0 ? 0 : 1,
      typeList: [
        { key: 'pdf', name: '电子版', price: 6800, priceZaoniao: 5800 },
        { key: 'paper', name: '纸质版', price: 8800, priceZaoniao: null },
      ],
      dynamicEvent: [{ name: '联合发布企业', companys: w.companies.slice(i, i + 4).map((c) => ({ name: c.sn, logo: c.logo })) }],
    };
  });
  whitePapers.push({ ...whitePapers[7]!, id: 1628733450620, shareUrl: 'https://events.example.com/wp/1628733450620', productName: '2021 LED显示屏调研白皮书', productYear: 2021, fabuTime: '2021-08-12', done: 0, logo: w.image('whitepapers/wp-2021.png', 300, 420, 'LED显示屏调研白皮书', '2021') });

  const quarterly = [2024, 2023, 2022, 2021, 2020, 2019].flatMap((year) =>
    [4, 3, 2, 1].filter((q) => year < 2024 || q <= 3).map((quarter) => ({
      id: year * 10 + quarter,
      productYear: year,
      year,
      quarter,
      title: `行家说季报 ${year}年Q${quarter}`,
      logo: w.image(`irs/irs-${year}-${quarter}.png`, 300, 420, `行家说季报`, `${year}年第${quarter}季度`),
      catalogues: ['Mini/Micro LED', 'LED显示屏', '第三代半导体', 'UV LED', '重点企业动态'],
    })),
  );

  const logos = w.companies.map((c, i) => ({ id: c.id, name: c.sn, logo: c.logo, year: 2017 + (i % 4) }));
  const videos = Array.from({ length: 30 }, (_, i) => ({
    id: 2101 + i,
    title: `参研视频｜${w.companies[i % 24]!.sn}：${w.companies[i % 24]!.segment}量产进展`,
    url: w.image(`videos/video-${2101 + i}.png`, 800, 450, w.companies[i % 24]!.sn, '参研视频'),
    date: sampleDateTime(600 + i * 4000),
  }));

  const tableCompanies = w.companies.slice(0, 8);
  const supplyTables = ['Mini LED背光供应链', 'LED直显供应链', '碳化硅衬底供应链'].map((name, t) => {
    const columns = ['主营产品', '产能(万片/月)', '主要客户', '所在地'].map((n, i) => ({ id: 51 + t * 10 + i, name: n }));
    const datas: Record<string, string> = {};
    tableCompanies.forEach((c, r) => {
      datas[`${c.id}_${columns[0]!.id}`] = c.segment;
      datas[`${c.id}_${columns[1]!.id}`] = String(5 + ((r * 7 + t) % 30));
      datas[`${c.id}_${columns[2]!.id}`] = `${w.companies[(r + 9) % 24]!.sn}、${w.companies[(r + 13) % 24]!.sn}`;
      datas[`${c.id}_${columns[3]!.id}`] = CITIES[(r + t) % CITIES.length]!;
    });
    return { id: 41 + t, name, banner: '行家说供应链数据库', columns, companys: tableCompanies.map((c) => ({ id: c.id, name: c.sn, logo: c.logo })), datas };
  });

  const awardYear = (year: number) => {
    const groups = ['年度Mini LED背光产品', '年度LED直显产品', '年度第三代半导体器件', '年度UV LED创新产品'].map((name, g) => {
      const cs = w.companies.slice((g * 3 + year) % 14, ((g * 3 + year) % 14) + 10);
      return { name, companys: cs.map((c) => c.sn), products: cs.map((c, i) => `${c.sn} ${c.segment}${['模组', '芯片', '显示屏', '光源', '器件'][i % 5]} ${String.fromCharCode(65 + i)}${year % 100}`) };
    });
    const top10 = ['LED显示屏企业TOP10', 'Mini LED背光企业TOP10'].map((name, g) => ({
      name,
      companys: w.companies.slice(g * 5, g * 5 + 10).map((c) => `${c.sn}｜${c.name}`),
    }));
    return [
      { year, name: `${year}年度极光奖·获奖产品`, showproduct: 1, groups },
      { year, name: `${year}年度极光奖·十强榜单`, showproduct: 0, groups: top10 },
    ];
  };

  const hotList = (n: number) => topics.slice(0, n);
  const page = (from: number, n: number) => topics.slice(from, from + n);

  const examples: Examples = {
    listDiscerns: {
      default: ok({ list: w.discerns.slice(0, 45), totalPageNum: 3 }, 'The first page of 45 data charts (3 pages)'),
      home: ok({ list: w.discerns.slice(0, 30), totalPageNum: 4 }, 'The 30 data charts of the home page'),
      empty: ok({ list: [], totalPageNum: 0 }, 'No data charts'),
      lastPage: ok({ list: w.discerns.slice(90, 120), totalPageNum: 3 }, 'The third and last page: 30 charts'),
    },
    listDiscernsByCursor: {
      default: ok({ list: w.discerns.slice(0, 20) }, '20 data charts'),
      empty: ok({ list: [] }, 'No data charts'),
      lastPage: ok({ list: w.discerns.slice(20, 27) }, 'The last 7 data charts'),
    },
    getDiscern: { default: ok(w.discerns[0], 'A data chart with its source and text') },
    listTopics: {
      default: ok({ topics: page(0, 18), total: 236 }, 'A page of 18 news items (20 minus 2 pinned), 236 in all'),
      hot: ok({ topics: hotList(20), total: 20 }, '每日热榜: the daily hot list, no pager'),
      empty: ok({ topics: [], total: 0 }, 'No news'),
      lastPage: ok({ topics: page(100, 8), total: 224 }, 'The last page: 8 items'),
    },
    listTopicsPage: {
      default: ok({ data: page(0, 30), count: 236, pageNum: 12 }, 'A page of the events-area news list (30 items, 12 pages of 20)'),
      hot: ok(hotList(20), '每日热榜: a plain list'),
      empty: ok({ data: [], count: 0, pageNum: 0 }, 'No news'),
      lastPage: ok({ data: page(100, 16), count: 236, pageNum: 12 }, 'The last page'),
    },
    listTopTopics: {
      default: ok(articles.slice(20, 22).map((t) => ({ topicId: t.id, title: `【置顶】${t.article!.title}`, date: t.date })), 'Two pinned topics'),
      empty: ok([], 'No pinned topics'),
    },
    listHotLabels: { default: ok(w.labels.slice(0, 11), 'The 11 hot tags'), empty: ok([], 'No tags') },
    listSpecials: list(w.specials.slice(0, 18), w.specials.slice(36, 45), 'specials'),
    getSpecial: { default: ok(w.specials[0], 'A special with its articles and Q&As') },
    getTopic: {
      default: ok(firstArticle, 'An article with text, image and video blocks'),
      qa: ok(full.find((t) => t.type === 3), 'A Q&A with question images and answer blocks'),
    },
    listComments: list(w.comments.slice(0, 20), w.comments.slice(20, 27), 'comments'),
    getUser: {
      default: ok(profile(w.experts[0]!), 'An expert with auth 64 (read count shown)'),
      organisation: ok(profile(org), 'An organisation (isJigou 1) with its experts'),
      signature: ok(profile(w.experts.find((u) => u.auths.includes(16))!), 'An expert with auth 16 (signature instead of job and company)'),
    },
    listUserTopics: list(page(0, 20), page(40, 6), 'feed items'),
    listCompanyTopics: list(page(20, 20), page(60, 5), 'feed items'),
    listCommunities: { default: ok(w.communities, 'Five communities'), empty: ok([], 'No communities') },
    getCommunity: { default: ok(w.communities[0], 'A community') },
    listCommunityTopics: {
      ...list(page(0, 20), page(30, 9), 'community feed items'),
      featured: ok(page(0, 60), '精选: one page of up to 100'),
    },
    listCommunityUsers: list(experts.slice(0, 12), experts.slice(12, 15), 'community experts'),
    listCompaniesByIds: { default: ok(w.companies.slice(0, 2), 'Two related companies'), empty: ok([], 'No companies') },
    listExperts: { default: ok(experts.slice(0, 50), 'The 50 experts of 行家入驻'), empty: ok([], 'No experts') },
    submitCooperation: { default: ok(null, 'Submitted'), notLoggedIn: fail(1, '请先登录', 'Not logged in') },
    getShareSignature: {
      default: ok({ appid: 'wx5e8c7a1b2d3f4a6c', timestamp: 1731895200, nonceStr: 'Hj3kLm9QpZ', signature: '6b1f0c8e2a9d4b7c3e5f1a2b8c9d0e1f2a3b4c5d' }, 'Signed share parameters'),
    },
    search: list(articles.slice(0, 20), articles.slice(30, 34), 'search results'),
    searchTag: {
      default: ok({ users: experts.slice(0, 6), topics: articles.slice(0, 10) }, 'Users and topics of a tag'),
      empty: ok({ users: [], topics: [] }, 'Nothing for this tag'),
    },
    login: {
      default: ok({ tokenHead: 'Bearer ', token: 'eyJhbGciOiJIUzI1NiJ9.eyJ1aWQiOjEwMDF9.c2FtcGxlLXNlc3Npb24', user: sessionUser }, 'Logged in'),
      wrongCode: fail(1, '验证码错误', 'The code is wrong'),
    },
    logout: { default: ok(null, 'Logged out') },
    sendSms: {
      default: ok(null, 'The code was sent'),
      sendFailed: fail(1, '发送过于频繁，请稍后再试', 'The send was refused'),
    },
    getWxQrCode: {
      default: ok({ url: 'https://open.example.com/connect/qrconnect?appid=wx5e8c7a1b2d3f4a6c&state=WX_DISPLAY_8f3a', state: 'WX_DISPLAY_8f3a' }, 'The QR login page and its state'),
    },
    loginCallback: {
      default: ok({ user: sessionUser, member: { memberEndTime: '2025-12-31', level: '企业会员' }, isMember: 1, token: 'eyJhbGciOiJIUzI1NiJ9.eyJ1aWQiOjEwMDF9.c2FtcGxlLXNlc3Npb24' }, 'The stored user after the WeChat login'),
      failed: fail(1, '登录失败', 'The login return failed (the page does nothing)'),
    },
    askQuestion: { default: ok(null, "Asked: the page shows '成功提问'"), notLoggedIn: fail(1, '请先登录', 'Not logged in') },
    answerQuestion: { default: ok(null, "Answered: the page shows '成功回答提问'") },
    updateTopicField: { default: ok(null, 'The question was given up (state 0)') },
    listQuestions: {
      ...list(qas.slice(0, 20).map((t) => ({ ...t, state: 2 })), qas.slice(20, 23).map((t) => ({ ...t, state: 2 })), 'invited questions'),
      answered: ok(qas.slice(0, 5), '已回答: answered questions'),
      abandoned: ok(qas.slice(5, 7).map((t) => ({ ...t, state: 0 })), '已放弃: abandoned questions'),
    },
    getMessageInfo: { default: ok({ waitAnswer: 3, answered: 12, delAnswer: 1 }, 'Tab counts') },
    uploadImage: { default: ok({ url: w.image('uploads/upload-1.png', 640, 480, '上传的图片') }, 'The stored image') },
    listEvents: { default: ok(events, 'Display events: 3 open for sign-up, 13 past'), empty: ok([], 'No events') },
    listSemiEvents: { default: ok(semiEvents, 'Semiconductor events'), empty: ok([], 'No events') },
    listWhitePapers: { default: ok(whitePapers.slice(0, 5), 'Five white papers'), empty: ok([], 'No white papers') },
    listReports: { default: ok(whitePapers.slice(2, 9), 'Reports'), empty: ok([], 'No reports') },
    listWhitePaperCatalog: { default: ok(whitePapers, 'The catalogue: researching, latest and past'), empty: ok([], 'No white papers') },
    listCompanyLogos: { default: ok(logos, 'Partner logos'), empty: ok([], 'No logos') },
    listQuarterlyReports: { default: ok(quarterly, 'Quarterly reports 2019–2024'), archive: ok(quarterly.filter((q) => q.year <= 2021), 'The old archive, up to 2021'), empty: ok([], 'No reports') },
    getLatestQuarterlyReport: { default: ok(quarterly[0], 'The latest quarterly report') },
    getResearchVideo: { default: okData(videos[0], 'A research video') },
    listResearchVideos: {
      default: okData(videos.slice(0, 20), '20 research videos'),
      empty: okData([], 'No videos'),
      lastPage: okData(videos.slice(20, 30), 'The last 10 videos'),
    },
    listSupplyTables: { default: okData(supplyTables, 'Three comparison tables'), empty: okData([], 'No tables') },
    listEventFileGroups: { default: ok(fileGroups, 'Twelve events with their speaker files'), empty: ok([], 'No files') },
    listFiles: {
      default: ok({ list: fileGroups.flatMap((g) => g.files).slice(0, 20), total: 58 }, '20 files of 58'),
      empty: ok({ list: [], total: 0 }, 'No files'),
      lastPage: ok({ list: fileGroups.flatMap((g) => g.files).slice(40, 58), total: 58 }, 'The last page: 18 files'),
    },
    getFileDetail: {
      default: ok(fileDetail(1301), 'A file with its pages'),
      fileInfoFailed: fail(1, '文件不存在', "The file info failed: the page alerts '文件信息获取失败'"),
    },
    getFileEventId: { default: ok({ eventid: 1103 }, 'The event of the file') },
    getEventFile: {
      default: ok(fileDetail(1301), 'The file for a signed-up visitor'),
      tokenRejected: fail(2, 'token已失效，请重新登录', 'The stored file token is rejected: drop it and log in again'),
    },
    sendEventLoginCode: { default: ok(null, 'The code was sent'), sendFailed: fail(1, '该手机号发送次数过多', 'The send was refused: show the server msg') },
    checkEventLoginCode: { default: ok(null, 'The code is right'), wrongCode: fail(1, '验证码错误', "The code is wrong: '验证码错误'") },
    signInEvent: {
      default: { summary: 'Signed in: msg holds the file token', value: { code: 0, msg: 'ZXZlbnQtMTEwMy1maWxlLXRva2Vu', json: null } },
      notSignedUp: fail(1, '登录失败,您没有报名此活动', 'The account did not sign up for this event'),
    },
    listAds: {
      default: ok(slots(100), 'Three ad slots'),
      empty: ok({ part1: [], part2: [], part3: [] }, 'No ads'),
    },
    listBanners: { default: ok(banners, 'Five home banners'), empty: ok([], 'No banners') },
    listTopAds: { default: ok(topAds, 'Two top ads'), empty: ok([], 'No top ads: the top carousel is hidden') },
    clickAd: { default: ok(null, 'The click was counted') },
    listAwards: { default: ok(awardYear(2024), 'The 2024 award lists'), empty: ok([], 'No lists for this year') },
  };
  return { examples, topics, full, experts, profile, sessionUser, events, semiEvents, fileGroups, fileDetail, whitePapers, quarterly, logos, videos, supplyTables, awardYear, slots, banners, topAds };
}

export const portalExamples = (w: SampleWorld): Examples => portalData(w).examples;
