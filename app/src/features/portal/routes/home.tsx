import { Awards, Discerns, Experts, FileGroups, HomeAds, HomeNews, HotTags, Partners, WhitePapers } from '../components/home-sections';
import { Banners, TopAds } from '../components/home-top';
import * as layout from '../../../components/page-layout/page-layout.css';
import * as styles from './home.css';

/** Home: top ad, banners, 产业头条 beside tags, ads and white papers, then the data, files, awards, experts and partners. */
export function HomePage() {
  return (
    <div className={styles.page}>
      <h1 className={layout.visuallyHidden}>行家说 · 新型显示产业门户</h1>
      <TopAds />
      <Banners />
      <div className={styles.columns}>
        <div className={styles.main}>
          <HomeNews />
        </div>
        <aside className={styles.aside} aria-label="推荐">
          <HotTags />
          <HomeAds />
          <WhitePapers />
        </aside>
      </div>
      <Discerns />
      <FileGroups />
      <Awards />
      <Experts />
      <Partners />
    </div>
  );
}
