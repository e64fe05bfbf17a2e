import { Awards, Discerns, Experts, FileGroups, HomeAds, HomeNews, HomeSpecials, HotTags, Partners, WhitePapers } from '../components/home-sections';
import { useLoaderData } from 'react-router-dom';
import { Banners, TopAds } from '../components/home-top';
import * as layout from '../../../components/page-layout/page-layout.css';
import { SectionBoundary } from '../../../components/section-boundary/section-boundary';
import { Deferred } from '../../../lib/deferred';
import { AWARD_YEAR, portalData } from '../news-queries';
import type { homeLoader } from './home.loader';
import * as styles from './home.css';

/**
 * Home: top ad, banners, 产业头条 beside tags, ads and white papers, then the data, files, awards,
 * experts and partners (below the fold: streamed in by the server as their answers arrive). A read
 * that fails replaces only its own section with 内容加载失败 and 重试.
 */
export function HomePage() {
  const { newsType } = useLoaderData<typeof homeLoader>();
  return (
    <div className={styles.page}>
      <h1 className={layout.visuallyHidden}>行家说 · 新型显示产业门户</h1>
      {/* An ad that cannot be shown leaves its place empty. */}
      <SectionBoundary fallback={() => null}>
        <TopAds />
      </SectionBoundary>
      <SectionBoundary>
        <Banners />
      </SectionBoundary>
      <div className={styles.columns}>
        <div className={styles.main}>
          <HomeNews renderedType={newsType} />
        </div>
        <aside className={styles.aside} aria-label="推荐">
          <SectionBoundary>
            <HotTags />
          </SectionBoundary>
          <HomeAds />
          <SectionBoundary>
            <WhitePapers />
          </SectionBoundary>
          <HomeSpecials />
        </aside>
      </div>
      <SectionBoundary>
        <Deferred queries={[portalData.discerns()]} fallback={<Discerns />}>
          <Discerns />
        </Deferred>
      </SectionBoundary>
      <SectionBoundary>
        <Deferred queries={[portalData.fileGroups()]} fallback={<FileGroups />}>
          <FileGroups />
        </Deferred>
      </SectionBoundary>
      <SectionBoundary>
        <Deferred queries={[portalData.awards(AWARD_YEAR)]} fallback={<Awards />}>
          <Awards />
        </Deferred>
      </SectionBoundary>
      <SectionBoundary>
        <Deferred queries={[portalData.experts()]} fallback={<Experts />}>
          <Experts />
        </Deferred>
      </SectionBoundary>
      <SectionBoundary>
        <Deferred queries={[portalData.logos()]} fallback={<Partners />}>
          <Partners />
        </Deferred>
      </SectionBoundary>
    </div>
  );
}
