import type { BrowserContext, Page, Route } from 'playwright-core';
import { renderInBrowser } from './browser';
import type { PageCase } from './pages';

/** A route of the content pages, with the mock scenario it needs (a `Prefer` example per call). */
export interface ContentCase extends PageCase {
  /** `Prefer: example=…` for the calls whose path matches. */
  prefer?: { path: RegExp; example: string }[];
  /** File tokens stored before the page loads (event id → token). */
  fileTokens?: Record<string, string>;
}

/** A token of event 1103, as the event login stores it. */
const FILE_TOKEN = 'ZXZlbnQtMTEwMy1maWxlLXRva2Vu';

export const contentCases: ContentCase[] = [
  { name: 'discerns', path: '/discerns', texts: ['产业数据', '2024年Micro LED市场规模统计'], many: { selector: 'main ul > li a[href^="/discern/"]', count: 45 } },
  { name: 'discerns-portal', path: '/portal/discerns?page=2', texts: ['产业数据'], many: { selector: 'main ul > li', count: 10 } },
  { name: 'discern', path: '/discern/7001', texts: ['2024年Micro LED市场规模统计', '来源：行家说Research', '分享', '微信扫一扫，分享本页'] },
  { name: 'specials', path: '/specials', texts: ['专题', 'Mini LED专题：2021技术与市场', '图说', '周刊', '加载更多'], many: { selector: 'main ul > li', count: 18 } },
  { name: 'special', path: '/special/8001', texts: ['Mini LED专题：2021技术与市场', '导读', '文章', '问答', '2022年SiC功率器件的成本下降空间还有多大？'] },
  { name: 'tushuo', path: '/tushuo/8004', texts: ['图说LED显示屏：2023产业全景'], many: { selector: 'main article img[src*="tushuo"]', count: 1 } },
  {
    name: 'topic',
    path: '/topic/5001?key=%E6%BF%80%E5%85%89%20%E6%98%BE%E7%A4%BA',
    texts: ['激光显示渗透率持续提升', '王建国', '阅读', '每日热榜', '评论', '玻璃基', '图：激光显示出货量走势'],
    many: { selector: 'main article mark', count: 4 },
  },
  {
    name: 'topic-qa',
    path: '/topic/5003',
    prefer: [{ path: /\/openapi\/v1\/vue\/topic\/\d+$/, example: 'qa' }],
    texts: ['2022年SiC功率器件的成本下降空间还有多大？', '提问者', '朱思远', '回答者', '张俊杰', '每日热榜'],
  },
  { name: 'user', path: '/user/1001', texts: ['王建国', '深圳晶芯光电股份有限公司 · 技术总监', '阅读', '动态', '精选', '向TA提问'], many: { selector: 'main ol > li', count: 20 } },
  {
    name: 'user-organisation',
    path: '/user/1010',
    prefer: [{ path: /\/openapi\/v1\/vue\/user\/\d+$/, example: 'organisation' }],
    texts: ['天衡显示', '机构', '企业介绍', '成都天衡显示技术有限公司成立于2009年', '企业行家', '李丽华'],
  },
  {
    name: 'user-signature',
    path: '/user/1008',
    prefer: [{ path: /\/openapi\/v1\/vue\/user\/\d+$/, example: 'signature' }],
    texts: ['赵佳琪', 'LED显示屏领域从业25年', '供应链', '动态'],
  },
  { name: 'group', path: '/group/601', texts: ['Mini/Micro LED社区', '动态', '精选', '社区行家', '群助手'], many: { selector: '[aria-roledescription="carousel"]', count: 1 } },
  { name: 'community', path: '/community/601', texts: ['Mini/Micro LED社区', '社区行家'] },
  { name: 'files', path: '/files', texts: ['活动资料', '2026UV LED技术与应用研讨会', 'Mini LED技术进展与市场展望', '活动详情'] },
  { name: 'file', path: '/file/1301', texts: ['Mini LED技术进展与市场展望', '共 6 页', '手机验证码登录'] },
  { name: 'file-preview', path: '/file/1301', fileTokens: { 1103: FILE_TOKEN }, texts: ['Mini LED技术进展与市场展望', '共 6 页'], many: { selector: 'main ol img', count: 6 } },
  { name: 'irs', path: '/irs', texts: ['行家说季报', '单期', '4000', '四期', '12000', 'PDF', '季报封面', '往期季报', '2024年', '2021年'] },
  { name: 'reports', path: '/reports', texts: ['调研中', '最新发布', '往期推荐', '行业报告', '2025Mini/Micro LED显示产业调研白皮书', '早鸟价 ¥5800', '原价 ¥6800', '联合发布企业'] },
  { name: 'canyan', path: '/canyan/2101', texts: ['参研视频｜晶芯光电：Mini LED量产进展'], many: { selector: 'main article img', count: 1 } },
  { name: 'supply-tables', path: '/gyl/601', texts: ['行家说供应链数据库', 'Mini LED背光供应链', 'LED直显供应链', '企业', '简称', '主营产品', '晶芯光电'] },
];

/** Applies a case's scenario to a context before its page opens. */
export async function prepare(context: BrowserContext, page: Page, c: Pick<ContentCase, 'prefer' | 'fileTokens'>) {
  if (c.fileTokens) {
    const tokens = c.fileTokens;
    await context.addInitScript((t) => localStorage.setItem('hj_file_tokens', JSON.stringify({ v: t })), tokens);
  }
  // A named example per call is asked for by the browser's calls: the browser renders these pages.
  if (c.prefer?.length) await renderInBrowser(context);
  for (const { path, example } of c.prefer ?? []) await preferExample(page, path, example);
}

/** Asks the mock for a named example on the calls whose path matches. */
export function preferExample(page: Page, path: RegExp, example: string) {
  return page.route(
    (u) => path.test(u.pathname),
    (route: Route) => route.fallback({ headers: { ...route.request().headers(), prefer: `example=${example}` } }),
  );
}
