import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '@hangjia/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ExternalLink } from '../../../components/external-link/external-link';
import { Section } from '../../../components/section/section';
import { Cooperation } from '../../../components/cooperation/cooperation';
import { useSessionStore } from '@hangjia/sdk/react';
import { useBrowserValue } from '../../../lib/islands/use-hydrated';
import { expertHref } from '../../../lib/content/expert';
import { expertLine } from '../../../lib/content/topic';
import { AWARD_YEAR, HOME_SPECIALS, HOME_WHITE_PAPERS, shownAwards, useNewsQueries } from '../news-queries';
import { specialCover, specialTarget } from '../special';
import { resolveNewsType, type NewsType } from '../news-type';
import { NewsFeed } from './news-feed';
import { NewsTypeTabs } from './news-type-tabs';
import * as styles from './home-sections.css';
import { failedWithoutData } from '../../../lib/scope/query-errors';
import { fluidThumbnail, thumbnailImage } from '../../../lib/content/thumbnail';

/**
 * 产业头条: the news list with the news-type choice; a new choice reloads the list and is remembered.
 * `renderedType` is the type the server rendered the page with (the home loader's): a shared cache
 * may serve that page to a visitor who chose another, so the browser hydrates with it, then shows
 * the visitor's remembered choice as a click on its tab would.
 */
export function HomeNews({ renderedType }: { renderedType: NewsType }) {
  const session = useSessionStore();
  // The visitor's remembered type once hydrated: rendered again only when it is not the one rendered.
  const remembered = useBrowserValue(renderedType, () => resolveNewsType(null, session.getNewsType()));
  const [chosen, setChosen] = useState<NewsType | null>(null);
  const type = chosen ?? remembered;
  const choose = (next: NewsType) => {
    session.setNewsType(String(next));
    setChosen(next);
  };
  return (
    <Section title="产业头条" more={{ to: paths.news(type) }}>
      <NewsTypeTabs value={type} onValueChange={choose} label="产业头条类型">
        <NewsFeed type={type} />
      </NewsTypeTabs>
    </Section>
  );
}

/** The 11 hot tags, each opening the tag search. */
export function HotTags() {
  const newsQueries = useNewsQueries();
  const { data: labels } = useQuery({ ...newsQueries.hotLabels(), throwOnError: failedWithoutData });
  return (
    <Section title="热门标签">
      <ul className={styles.tags}>
        {labels?.slice(0, 11).map((label) => (
          <li key={label.id}>
            <Link to={paths.searchTag(label.name)} className={styles.tag}>
              {label.name}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** 调研白皮书: up to 5 white papers. */
export function WhitePapers() {
  const newsQueries = useNewsQueries();
  const { data: papers } = useQuery({ ...newsQueries.whitePapers(), throwOnError: failedWithoutData });
  return (
    <Section title="调研白皮书" more={{ to: paths.reports() }}>
      <ul className={styles.papers}>
        {papers?.slice(0, HOME_WHITE_PAPERS).map((paper) => (
          <li key={paper.id}>
            <ExternalLink href={paper.shareUrl} className={styles.paper}>
              <img {...thumbnailImage(paper.logo, 60, 84)} alt="" className={styles.paperCover} loading="lazy" width={60} height={84} />
              <span className={styles.paperText}>
                <span className={styles.paperName}>{paper.productName}</span>
                <span className={styles.muted}>{paper.state === 0 ? '调研中' : paper.fabuTime ?? paper.productYear}</span>
              </span>
            </ExternalLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** 专题: the 3 newest specials, each opening where its type leads. */
export function HomeSpecials() {
  const newsQueries = useNewsQueries();
  const { data } = useInfiniteQuery(newsQueries.specials());
  const specials = (data?.pages[0] ?? []).slice(0, HOME_SPECIALS);
  return (
    <Section title="专题" more={{ to: paths.specials() }}>
      <ul className={styles.papers}>
        {specials.map((special) => {
          const target = specialTarget(special, paths);
          const cover = specialCover(special);
          const body = (
            <>
              {cover ? <img {...thumbnailImage(cover, 96, 60)} alt="" className={styles.specialCover} loading="lazy" width={96} height={60} /> : null}
              <span className={styles.paperName}>{special.title}</span>
            </>
          );
          return (
            <li key={special.id}>
              {target?.kind === 'internal' ? (
                <Link to={target.to} className={styles.paper}>
                  {body}
                </Link>
              ) : target?.kind === 'external' ? (
                <a href={target.url} target="_blank" rel="noopener noreferrer" className={styles.paper}>
                  {body}
                </a>
              ) : (
                <span className={styles.paper}>{body}</span>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** 产业数据: 30 industry data charts. */
export function Discerns() {
  const newsQueries = useNewsQueries();
  const { data } = useQuery({ ...newsQueries.discerns(), throwOnError: failedWithoutData });
  return (
    <Section title="产业数据" more={{ to: paths.discerns() }}>
      <ul className={styles.discerns}>
        {data?.list.slice(0, 30).map((item) => (
          <li key={item.id}>
            <Link to={paths.discern(item.id)} className={styles.card}>
              <img {...fluidThumbnail(item.url, 362, '(max-width: 767px) 50vw, (max-width: 1023px) 34vw, 176px', 16 / 10)} alt="" className={styles.discernImage} loading="lazy" width={640} height={400} />
              <span className={styles.cardTitle}>{item.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** 活动资料: up to 12 events with their speaker files. */
export function FileGroups() {
  const newsQueries = useNewsQueries();
  const { data: groups } = useQuery({ ...newsQueries.fileGroups(), throwOnError: failedWithoutData });
  return (
    <Section title="活动资料" more={{ to: paths.files() }}>
      <ul className={styles.groups}>
        {groups?.slice(0, 12).map((group) => (
          <li key={group.id} className={styles.group}>
            <h3 className={styles.groupTitle}>{group.productName}</h3>
            <p className={styles.muted}>
              {group.smsTime} · {group.files.length} 份资料
            </p>
            <ul className={styles.groupFiles}>
              {group.files.slice(0, 3).map((file) => (
                <li key={file.id}>
                  <Link to={paths.file(file.id)} target="_blank" className={styles.groupFile}>
                    <img {...thumbnailImage(file.logo, 40)} alt="" width={40} height={20} loading="lazy" className={styles.fileLogo} />
                    <span>{file.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** 年度获奖产品: the award lists of the year, one tab per award. */
export function Awards() {
  const newsQueries = useNewsQueries();
  const { data: years } = useQuery({ ...newsQueries.awards(AWARD_YEAR), throwOnError: failedWithoutData });
  const block = shownAwards(years ?? []);
  const groups = block?.groups ?? [];
  if (!groups.length) {
    return <Section title="年度获奖产品">{null}</Section>;
  }
  return (
    <Section title="年度获奖产品" more={{ to: paths.led2024() }}>
      <TabsRoot defaultValue="0">
        <TabsList className={styles.awardTabs} aria-label={block?.name ?? '年度获奖产品'}>
          {groups.map((group, i) => (
            <TabsTrigger key={group.name} value={String(i)} className={styles.awardTab}>
              {group.name}
            </TabsTrigger>
          ))}
        </TabsList>
        {groups.map((group, i) => (
          <TabsContent key={group.name} value={String(i)} className={styles.awardPanel}>
            <ol className={styles.awardList}>
              {group.companys.map((company, j) => (
                <li key={`${company}-${j}`} className={styles.awardItem}>
                  <span className={styles.awardRank}>{j + 1}</span>
                  <span className={styles.awardCompany}>{company}</span>
                  {group.products?.[j] ? <span className={styles.muted}>{group.products[j]}</span> : null}
                </li>
              ))}
            </ol>
          </TabsContent>
        ))}
      </TabsRoot>
    </Section>
  );
}

/** 行家入驻: 50 experts. */
export function Experts() {
  const newsQueries = useNewsQueries();
  const { data: experts } = useQuery({ ...newsQueries.experts(), throwOnError: failedWithoutData });
  return (
    <Section title="行家入驻" aside={<Cooperation className={styles.join} />}>
      <ul className={styles.experts}>
        {experts?.slice(0, 50).map((expert) => (
          <li key={expert.id}>
            <Link to={expertHref(expert)} className={styles.expert}>
              <img {...thumbnailImage(expert.icon, 56, 56)} alt="" className={styles.avatar} loading="lazy" width={56} height={56} />
              <span className={styles.expertName}>{expert.name}</span>
              <span className={styles.expertLine}>{expertLine(expert)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** 年度合作企业: partner logos. */
export function Partners() {
  const newsQueries = useNewsQueries();
  const { data: logos } = useQuery({ ...newsQueries.logos(), throwOnError: failedWithoutData });
  return (
    <Section title="年度合作企业">
      <ul className={styles.logos}>
        {logos?.map((company) => (
          <li key={company.id} className={styles.logo}>
            <img {...fluidThumbnail(company.logo, 219, '(max-width: 767px) 34vw, (max-width: 1023px) 25vw, 112px')} alt={company.name} loading="lazy" width={200} height={100} className={styles.logoImage} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
