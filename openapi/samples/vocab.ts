// Chinese vocabulary of the LED and new-display industry. Company names are invented, in the
// style of the industry's real ones, so the samples state nothing about real firms.
export const SEGMENTS = ['Mini LED', 'Micro LED', 'OLED', '第三代半导体', 'UV LED', 'LED显示屏', '车载显示', 'SiC功率器件', 'GaN快充', '激光显示'] as const;

export const COMPANIES: ReadonlyArray<{ sn: string; name: string; segment: string }> = [
  { sn: '晶芯光电', name: '深圳晶芯光电股份有限公司', segment: 'Mini LED' },
  { sn: '华曜显示', name: '华曜显示科技(厦门)有限公司', segment: 'Micro LED' },
  { sn: '辰宇半导体', name: '苏州辰宇半导体有限公司', segment: '第三代半导体' },
  { sn: '明川科技', name: '惠州明川科技股份有限公司', segment: 'LED显示屏' },
  { sn: '蓝拓光电', name: '江西蓝拓光电有限公司', segment: 'UV LED' },
  { sn: '星启微电子', name: '合肥星启微电子有限公司', segment: 'OLED' },
  { sn: '芯源碳化硅', name: '山东芯源碳化硅材料有限公司', segment: 'SiC功率器件' },
  { sn: '极光视讯', name: '深圳极光视讯技术有限公司', segment: 'LED显示屏' },
  { sn: '睿晶封装', name: '佛山睿晶封装科技有限公司', segment: 'Mini LED' },
  { sn: '天衡显示', name: '成都天衡显示技术有限公司', segment: 'OLED' },
  { sn: '氮镓科技', name: '南京氮镓科技有限公司', segment: 'GaN快充' },
  { sn: '光启车载', name: '武汉光启车载显示有限公司', segment: '车载显示' },
  { sn: '海韵激光', name: '青岛海韵激光显示有限公司', segment: '激光显示' },
  { sn: '紫源光电', name: '宁波紫源光电有限公司', segment: 'UV LED' },
  { sn: '鼎盛驱动', name: '上海鼎盛驱动芯片有限公司', segment: 'Mini LED' },
  { sn: '弘毅外延', name: '扬州弘毅外延片有限公司', segment: 'Micro LED' },
  { sn: '恒光控制', name: '西安恒光控制系统有限公司', segment: 'LED显示屏' },
  { sn: '中科晶元', name: '北京中科晶元半导体有限公司', segment: '第三代半导体' },
  { sn: '澜海玻璃基', name: '东莞澜海玻璃基板有限公司', segment: 'Micro LED' },
  { sn: '锐视科技', name: '杭州锐视科技股份有限公司', segment: 'LED显示屏' },
  { sn: '云杉材料', name: '厦门云杉新材料有限公司', segment: 'OLED' },
  { sn: '北辰功率', name: '株洲北辰功率半导体有限公司', segment: 'SiC功率器件' },
  { sn: '晟光照明', name: '中山晟光照明科技有限公司', segment: 'UV LED' },
  { sn: '视界智显', name: '广州视界智显科技有限公司', segment: 'Mini LED' },
];

export const FAMILY = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '周', '吴', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '罗', '高', '梁', '宋', '郑', '谢', '韩', '唐', '冯', '邓', '曹', '彭'];
export const GIVEN = ['建国', '海涛', '明', '伟', '静', '晓东', '志强', '丽华', '振宇', '嘉欣', '国栋', '雪梅', '立新', '子涵', '俊杰', '文博', '思远', '春燕', '凯', '永胜', '慧敏', '晨', '宏伟', '一鸣', '佳琪'];
export const JOBS = ['董事长', '总经理', '技术总监', '首席技术官', '研发副总裁', '市场总监', '产品总监', '销售副总经理', '首席科学家', '战略总监'];

export const HEADLINES = [
  '{seg}渗透率持续提升，{year}年出货量同比增长{pct}%',
  '{sn}发布新一代{seg}产品，点间距进入P0.{p}时代',
  '{sn}{seg}项目签约落地，总投资{yi}亿元',
  '行家说调研：{seg}背光电视成本下降路径分析',
  '{seg}巨量转移良率突破99.9%，{sn}披露量产进展',
  '{year}年{seg}产业链十大趋势',
  '{sn}与{sn2}达成战略合作，共建{seg}生态',
  '专访{sn}{job}：{seg}的下一个增长点在哪里？',
  '{seg}车规级认证提速，{sn}拿下头部车企定点',
  '{sn}{year}年营收{yi}亿元，{seg}业务占比提升至{pct}%',
  '一文看懂{seg}：从外延、芯片到模组',
  '{seg}价格战之后，行业格局如何重塑？',
];

export const QUESTIONS = [
  '{seg}的COB封装和SMD封装相比，优势主要体现在哪些方面？',
  '请问{seg}在车载显示中的可靠性瓶颈如何解决？',
  '{year}年{seg}的成本下降空间还有多大？',
  '如何看待{seg}在家用电视市场的前景？',
  '{seg}的巨量转移技术路线目前哪种更成熟？',
  '请教一下{seg}驱动IC的国产化进度？',
];

export const PARAGRAPHS = [
  '据行家说Research统计，{year}年{seg}相关产品出货量继续攀升，终端品牌加快导入节奏，上游芯片与封装环节的扩产项目陆续释放产能。',
  '业内人士表示，随着良率提升与规模效应显现，{seg}的综合成本有望在未来两年内再下降约{pct}%，这将进一步打开商显与消费电子市场。',
  '{sn}相关负责人介绍，公司已建成从外延、芯片到模组的完整产线，并与多家头部面板厂建立长期合作关系。',
  '从应用端看，会议一体机、虚拟拍摄、XR影棚以及车载显示成为拉动需求的主要力量，海外市场的订单占比亦明显提高。',
  '不过，标准体系不完善、检测设备依赖进口等问题仍待解决，产业链上下游需要加强协同，共同推动技术路线收敛。',
  '行家说将持续跟踪{seg}领域的技术进展与市场动态，欢迎业内人士在评论区分享观点。',
];

export const LABELS = ['Mini LED', 'Micro LED', 'COB', 'OLED', '碳化硅', '氮化镓', 'UV LED', '车载显示', '直显', '背光', 'XR', '巨量转移', '驱动IC', '玻璃基', '虚拟拍摄'];

export const COMMENTS = ['分析得很透彻，期待后续报道！', '请问文中的数据来源可以分享一下吗？', '我们公司也在关注这个方向，欢迎交流。', '成本是关键，良率上来了才有规模化的可能。', '行家说的调研一直很专业。', '车载市场确实是下一个爆发点。', '希望能出一期关于驱动IC的专题。'];

export const CITIES = ['深圳', '上海', '厦门', '苏州', '北京', '广州', '杭州', '武汉', '合肥', '成都'];

export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
