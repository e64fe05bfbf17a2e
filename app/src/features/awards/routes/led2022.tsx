import { useState } from 'react';
import { PhotoCarousel } from '../../../components/photo-carousel/photo-carousel';
import { intentProps } from '../../../components/dialog/lazy-dialog';
import { Loading } from '../../../components/page-layout/loading';
import { CLOSED, AWARD_SHARE } from '../award-queries';
import { AwardBanner } from '../components/award-banner';
import { ClosedNotice, preloadAwardDialogs, UvDialog } from '../components/lazy-dialogs';
import { Winners } from '../components/award-lists';
import { AwardSection, Card, CardGrid } from '../components/award-section';
import { Contacts } from '../components/contacts';
import { useAwardPage } from '../components/use-award-data';
import { WxShare } from '../components/wx-share';
import { awardPageLoaderOf } from './awards.loaders';
import { YearTabs } from '../components/year-tabs';
import * as styles from '../components/awards.css';
import { fluidThumbnail } from '../../../lib/content/thumbnail';

const YEARS = [2022, 2021, 2020] as const;
/** This page shows a year's top-10 lists before its product lists. */
const TOP10_FIRST = ['top10', 'products'] as const;
const APPLY = ['产品申报', '案例申报', '先锋申报'] as const;

/** /portal/event/led2022: the 2022 极光奖 page; on a phone only the banner shows. */
export function Led2022Page() {
  const { page, isPending } = useAwardPage(2022);
  const [notice, setNotice] = useState(false);
  const [uv, setUv] = useState(false);
  return (
    <div className={styles.page}>
      <WxShare {...AWARD_SHARE[2022]} imgUrl={page?.banner ?? ''} />
      <AwardBanner image={page?.banner} title="2022行家说极光奖" subtitle="十强榜单 · 年度企业 · 优秀产品/案例 · 产业先锋" />
      {/* The part toggle: on mobile (the stylesheet's mobile flag) only the banner above shows. */}
      <div className={`${styles.inner} ${styles.part2022}`} data-part="desktop">
        <AwardSection id="intro" title="四大奖项">
          <CardGrid>
            <Card title="十强榜单">
              <p>依据行家说研究中心的出货与营收数据，按细分领域排出年度十强企业，榜单以企业简称与全称公布。</p>
            </Card>
            <Card title="年度企业">
              <p>同样依据研究中心数据，表彰在2022年经营增长、技术投入与市场拓展方面表现突出的企业。</p>
            </Card>
            <Card title="优秀产品/案例">
              <p>面向年内发布的产品与交付的工程案例，经用户投票初评（每人5票）、顾问团评审与终评产生。</p>
            </Card>
            <Card title="产业先锋">
              <p>表彰推动新技术落地、开拓新应用场景的企业与团队，包括UV LED等新兴应用领域的先行者。</p>
            </Card>
          </CardGrid>
          <p className={styles.free}>申报与获奖均不收取任何费用；每家获奖企业获颁奖晚宴席位1张。</p>
          <div className={styles.actions}>
            {APPLY.map((label) => (
              <button key={label} type="button" aria-haspopup="dialog" className={styles.apply} onClick={() => setNotice(true)} {...intentProps(preloadAwardDialogs)}>
                {label}
              </button>
            ))}
            <button type="button" aria-haspopup="dialog" className={styles.ghost} onClick={() => setUv(true)} {...intentProps(UvDialog.preload)}>
              UV LED产业应用
            </button>
          </div>
        </AwardSection>

        <AwardSection id="lists" title="获奖榜单">
          <YearTabs years={YEARS} label="榜单年份" render={(year) => <Winners year={year} parts={TOP10_FIRST} />} />
        </AwardSection>

        <AwardSection id="gallery" title="现场图集">
          {isPending ? (
            <Loading />
          ) : (
            <YearTabs
              years={YEARS}
              label="图集年份"
              render={(year) => {
                const album = page?.albums.find((a) => a.year === year);
                return album ? <PhotoCarousel photos={album.photos} label={`${year}年极光奖现场`} /> : <p className={styles.muted}>暂无照片</p>;
              }}
            />
          )}
        </AwardSection>

        <AwardSection id="album" title="活动相册">
          <ul className={styles.thumbs}>
            {page?.albums[0]?.photos.map((photo, i) => (
              <li key={photo}>
                <img {...fluidThumbnail(photo, 383, '(max-width: 767px) 50vw, 260px', 16 / 9)} alt={`2022年极光奖相册 第 ${i + 1} 张`} width={1200} height={675} loading="lazy" className={styles.thumb} />
              </li>
            ))}
          </ul>
        </AwardSection>

        <AwardSection id="contact" title="联系我们">
          <Contacts contacts={page?.contacts} />
        </AwardSection>
      </div>

      <ClosedNotice open={notice} onOpenChange={setNotice} title="提示" message={CLOSED[2022]} />
      <UvDialog open={uv} onOpenChange={setUv} image={page?.extraImage} />
    </div>
  );
}

// What the router takes of this route module (config/paths.ts names it): the page and its loader.
export { Led2022Page as Component };
export const loader = awardPageLoaderOf(2022);
