// The kinds of service a contract sells, in five groups: each item of a project is one of these.

/**
 * Type 1 is described, 2 binds ads, 3 binds public-account ad slots, 4 binds articles. Not exported:
 * the samples' types reach the mock by inference, which can name no module inside this package.
 */
type Template = { tid: number; group: number; prefix: string; name: string; type: 1 | 2 | 3 | 4; total: number; unit: string };

export const TEMPLATES: Template[] = [
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

export type ServiceTemplate = (typeof TEMPLATES)[number];

export const GROUPS = ['内容服务', '广告服务', '公众号服务', '活动服务', '研究服务'];
