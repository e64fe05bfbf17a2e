/** The routes of the site with the content each must show. */
export interface PageCase {
  name: string;
  path: string;
  /** Texts that must be visible. */
  texts: string[];
  /** A selector that must match at least `count` elements. */
  many?: { selector: string; count: number };
}

export const pageCases: PageCase[] = [
  {
    name: 'home',
    path: '/',
    texts: ['产业头条', '行家说报道', '其它报道', '每日热榜', '热门标签', '调研白皮书', '产业数据', '活动资料', '年度获奖产品', '行家入驻', '年度合作企业'],
    many: { selector: '[aria-label="焦点图"] [aria-roledescription="slide"]', count: 2 },
  },
  { name: 'news', path: '/news', texts: ['行家说报道', '其它报道', '每日热榜', '置顶'], many: { selector: 'nav[aria-label="分页"] button', count: 3 } },
  { name: 'news-hot', path: '/news?t=3', texts: ['每日热榜'], many: { selector: 'main ol > li', count: 10 } },
  { name: 'news-portal-path', path: '/portal/news?t=2', texts: ['其它报道'], many: { selector: 'main ol > li', count: 10 } },
  { name: 'search', path: '/search?q=LED', texts: ['搜索结果', '加载更多'], many: { selector: 'main mark', count: 3 } },
  { name: 'search-tag', path: '/searchTag?q=Mini%20LED', texts: ['标签：Mini LED', '相关行家', '相关话题'] },
  { name: 'not-found', path: '/404', texts: ['页面飞走了', '首页'] },
];

/** Paths every header shows. */
export const headerTexts = ['首页', '资讯', '资料', '季报', '白皮书/报告', '活动', '极光奖', '行家说展会', '登录'];
export const footerTexts = ['商务合作', '投稿', '客服', '版权所有'];
