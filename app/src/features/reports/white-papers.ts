import { formatChinaTime } from '@hangjia/sdk';
import type { components } from '@hangjia/sdk';

export type CatalogPaper = components['schemas']['WhitePaper'];

/** This paper is always shown under 往期推荐 (the specification's rule). */
export const ALWAYS_PAST_ID = 1628733450620;
/** 最新发布 holds papers published less than this many years ago. */
export const RECENT_YEARS = 2;

export interface WhitePaperSections {
  /** 调研中: done 1, not published online. */
  researching: CatalogPaper[];
  /** 最新发布: done 1 (date shown as expected), or published less than 2 years ago. */
  latest: CatalogPaper[];
  /** 往期推荐: the rest, and id 1628733450620. */
  past: CatalogPaper[];
}

/** Today's date in Beijing (`yyyy-MM-dd`), the calendar the contract's dates use. */
export function beijingDate(now: Date): string {
  return formatChinaTime(now.getTime(), 'date');
}

/** The day a paper was (or will be) published: fabuTime, else 1 January of productYear. */
export function publishDate(paper: Pick<CatalogPaper, 'fabuTime' | 'productYear'>): string {
  return paper.fabuTime ?? `${paper.productYear}-01-01`;
}

/** Published less than 2 years before `today`: the anniversary itself is already 往期推荐. */
export function isRecent(published: string, today: string): boolean {
  const anniversary = `${Number(published.slice(0, 4)) + RECENT_YEARS}${published.slice(4)}`;
  return today < anniversary;
}

export type WhitePaperSection = keyof WhitePaperSections;

/** Where one paper goes (the contract's x-decision on `fabuTime` for the window). */
export function sectionOf(paper: CatalogPaper, now: Date): WhitePaperSection {
  if (paper.id === ALWAYS_PAST_ID) return 'past';
  if (paper.done === 1) return paper.publishedOnline === 0 ? 'researching' : 'latest';
  return isRecent(publishDate(paper), beijingDate(now)) ? 'latest' : 'past';
}

/** The three sections of /reports, each newest first. */
export function classifyWhitePapers(papers: readonly CatalogPaper[], now: Date): WhitePaperSections {
  const sections: WhitePaperSections = { researching: [], latest: [], past: [] };
  const newestFirst = [...papers].sort((a, b) => (publishDate(a) < publishDate(b) ? 1 : publishDate(a) > publishDate(b) ? -1 : 0));
  for (const paper of newestFirst) sections[sectionOf(paper, now)].push(paper);
  return sections;
}

/** The date line of a paper: 预计 before the expected date when done is 1. */
export function paperDateLabel(paper: CatalogPaper): string {
  const date = paper.fabuTime ?? `${paper.productYear}年`;
  return paper.done === 1 ? `预计 ${date} 发布` : `${date} 发布`;
}
