import { useState } from 'react';
import { PhotoCarousel } from '../../../components/photo-carousel/photo-carousel';
import { intentProps } from '../../../components/dialog/lazy-dialog';
import { Loading } from '../../../components/page-layout/loading';
import { CLOSED, AWARD_SHARE } from '../award-queries';
import { AwardBanner } from '../components/award-banner';
import { ClosedNotice, preloadAwardDialogs } from '../components/lazy-dialogs';
import { Winners } from '../components/award-lists';
import { AwardSection, Card, CardGrid } from '../components/award-section';
import { Contacts } from '../components/contacts';
import { useAwardPage } from '../components/use-award-data';
import { WxShare } from '../components/wx-share';
import { awardPageLoaderOf } from './awards.loaders';
import { YearTabs } from '../components/year-tabs';
import * as styles from '../components/awards.css';

const APPLY = ['产品奖申报', '工程案例奖申报', '供应链之星申报'] as const;

/** /portal/event/led2021: the 2021 极光奖 page; applications are closed. */
export function Led2021Page() {
  const { page } = useAwardPage(2021);
  const [notice, setNotice] = useState(false);
  return (
    <div className={styles.page}>
      <WxShare {...AWARD_SHARE[2021]} imgUrl={page?.banner ?? ''} />
      <AwardBanner image={page?.banner} title="2021行家说极光奖" subtitle="寻找LED与新型显示产业的年度之光" />
      <div className={styles.inner}>
        <AwardSection id="apply" title="奖项申报">
          <p className={styles.text}>
            2021行家说极光奖设产品奖、工程案例奖与供应链之星三大类。申报与获奖均不收取任何费用，评选流程为：企业申报、用户投票初评、顾问团评审、终评揭晓。
          </p>
          <div className={styles.actions}>
            {APPLY.map((label) => (
              <button key={label} type="button" aria-haspopup="dialog" className={styles.apply} onClick={() => setNotice(true)} {...intentProps(preloadAwardDialogs)}>
                {label}
              </button>
            ))}
          </div>
        </AwardSection>

        <AwardSection id="awards" title="奖项说明">
          <CardGrid>
            <Card title="产品奖">
              <p>面向Mini/Micro LED、LED直显、第三代半导体与UV LED领域在2021年内量产或发布的产品，评选技术创新、市场表现与用户口碑俱佳的年度产品。</p>
            </Card>
            <Card title="工程案例奖">
              <p>面向2021年内完工交付的显示与照明工程项目，评选在规模、难度、效果与运维方面具有示范意义的案例。</p>
            </Card>
            <Card title="供应链之星">
              <p>面向芯片、封装、驱动IC、材料与设备等上游企业，评选为产业链稳定供应与技术进步作出突出贡献的企业，入选十强榜单。</p>
            </Card>
            <Card title="评选方式">
              <ul>
                <li>初评：用户投票，每人5票，同一产品不可重复投票；</li>
                <li>复评：行家说顾问团评审；</li>
                <li>终评：结合投票与评审结果确定获奖名单。</li>
              </ul>
            </Card>
          </CardGrid>
        </AwardSection>

        <AwardSection id="benefits" title="参评权益">
          <CardGrid>
            <Card title="获奖企业权益">
              <ul>
                <li>颁奖典礼现场授予奖杯与证书；</li>
                <li>每家获奖企业获颁奖晚宴席位1张；</li>
                <li>行家说全平台获奖报道与年度榜单收录。</li>
              </ul>
            </Card>
            <Card title="参评企业权益">
              <ul>
                <li>申报产品在行家说平台展示，接受行业用户投票；</li>
                <li>申报与获奖均不收取任何费用。</li>
              </ul>
            </Card>
          </CardGrid>
        </AwardSection>

        <AwardSection id="winners" title="获奖名单">
          <YearTabs years={[2021, 2020]} label="获奖年份" render={(year) => <Winners year={year} parts={['products']} />} />
        </AwardSection>

        <AwardSection id="top10" title="十强榜单">
          <Winners year={2021} parts={['top10']} />
        </AwardSection>

        <AwardSection id="album" title="活动相册">
          {page ? (
            page.albums.map((album) => (
              <div key={album.year} className={styles.section}>
                <h3 className={styles.cardTitle}>{album.year}年颁奖典礼</h3>
                <PhotoCarousel photos={album.photos} label={`${album.year}年极光奖相册`} />
              </div>
            ))
          ) : (
            <Loading />
          )}
        </AwardSection>

        <AwardSection id="contact" title="联系我们">
          <Contacts contacts={page?.contacts} />
        </AwardSection>
      </div>
      <ClosedNotice open={notice} onOpenChange={setNotice} title="申报截止" message={CLOSED[2021]} />
    </div>
  );
}

// What the router takes of this route module (config/paths.ts names it): the page and its loader.
export { Led2021Page as Component };
export const loader = awardPageLoaderOf(2021);
