import { BackToTop } from '@hangjia/ui';
import { useState } from 'react';
import { ExternalLink } from '../../../components/external-link/external-link';
import { LazyQrCode, loadQrCode } from '../../../components/qr-code/lazy-qr-code';
import { PhotoCarousel } from '../../../components/photo-carousel/photo-carousel';
import { intentProps } from '../../../components/dialog/lazy-dialog';
import { Loading } from '../../../components/page-layout/loading';
import { offeredForms, openApplication } from '../apply';
import { CLOSED, AWARD_SHARE } from '../award-queries';
import type { ApplyType } from '../components/apply-dialog';
import { AwardBanner } from '../components/award-banner';
import { ApplyDialog, ClosedNotice, preloadAwardDialogs } from '../components/lazy-dialogs';
import { Winners } from '../components/award-lists';
import { AwardSection, Card, CardGrid } from '../components/award-section';
import { Contacts } from '../components/contacts';
import { useAwardPage } from '../components/use-award-data';
import { WxShare } from '../components/wx-share';
import { pageAddress } from '../../../components/share/share-queries';
import { awardPageLoaderOf } from './awards.loaders';
import * as styles from '../components/awards.css';
import { thumbnailImage } from '../../../lib/content/thumbnail';
import { safeSrc } from '../../../lib/content/safe-href';

export const ANCHORS_2024 = [
  { id: 'intro', label: '奖项介绍' },
  { id: 'awards', label: '奖项设置' },
  { id: 'rules', label: '评选规则' },
  { id: 'advisors', label: '顾问团' },
  { id: 'rights', label: '参评权益' },
  { id: 'winners', label: '上届获奖名单' },
  { id: 'photos', label: '上届精彩瞬间' },
  { id: 'contact', label: '联系我们' },
] as const;

const TYPES: ApplyType[] = [
  { value: 'product', label: '产品奖', desc: '2024年内量产或发布的LED、新型显示与第三代半导体产品' },
  { value: 'company', label: '企业奖', desc: '在技术、产能与市场方面表现突出的产业链企业' },
  { value: 'zhongduan', label: '终端品牌奖', desc: '显示屏、电视、显示器、车载与商显等终端品牌' },
  { value: 'top10', label: '十强榜单', desc: '依据行家说研究中心数据评出的细分领域十强企业' },
];

/**
 * /event/led2024: the 2024 极光奖 page. Applications (13 September–28 October 2024) are closed: 在线申报
 * shows the notice; while the page data says the year takes applications, it opens the online one.
 */
export function Led2024Page() {
  const { page, isPending } = useAwardPage(2024);
  const last = useAwardPage(2023);
  const [applying, setApplying] = useState(false);
  const [notice, setNotice] = useState(false);
  const [sharing, setSharing] = useState(false);
  const apply = () => setApplying(true);
  const photos = page?.albums[0];
  return (
    <div className={styles.page}>
      <WxShare {...AWARD_SHARE[2024]} imgUrl={page?.banner ?? ''} />
      <AwardBanner image={page?.banner} title="2024行家说极光奖" subtitle="申报时间：2024年9月13日—10月28日" />
      <nav aria-label="页面导航" className={styles.anchors}>
        {ANCHORS_2024.map((a) => (
          <a key={a.id} href={`#${a.id}`} className={styles.anchor}>
            {a.label}
          </a>
        ))}
      </nav>
      <button type="button" aria-haspopup="dialog" className={`${styles.apply} ${styles.fixedApply}`} onClick={apply} {...intentProps(preloadAwardDialogs)}>
        立即申报
      </button>
      <div className={styles.inner}>
        <AwardSection id="intro" title="奖项介绍">
          <p className={styles.text}>
            2024行家说极光奖面向LED、新型显示与第三代半导体产业，评选年度优秀产品、企业与终端品牌，并发布细分领域十强榜单。申报时间为2024年9月13日至10月28日，申报与获奖均不收取任何费用。
          </p>
          {page?.timeline ? <img src={safeSrc(page.timeline)} alt="2024极光奖评选时间轴" width={1200} height={360} className={styles.figure} /> : null}
          <div className={styles.actions}>
            <button type="button" aria-haspopup="dialog" className={styles.apply} onClick={apply} {...intentProps(preloadAwardDialogs)}>
              申报奖项
            </button>
            <ExternalLink href={page?.revealUrl} className={styles.ghost} hideWhenRefused>
              获奖名单揭晓
            </ExternalLink>
          </div>
        </AwardSection>

        <AwardSection id="awards" title="奖项设置">
          <CardGrid>
            {TYPES.map((t) => (
              <Card key={t.value} title={t.label}>
                <p>{t.desc}。</p>
              </Card>
            ))}
          </CardGrid>
        </AwardSection>

        <AwardSection id="rules" title="评选规则">
          <ol className={styles.steps}>
            <li className={styles.step}>
              <strong className={styles.stepTitle}>企业申报</strong>2024年9月13日—10月28日在线申报或提交申报表。
            </li>
            <li className={styles.step}>
              <strong className={styles.stepTitle}>投票初评</strong>每人5票，同一产品不可重复投票。
            </li>
            <li className={styles.step}>
              <strong className={styles.stepTitle}>顾问团评审</strong>顾问团对入围产品与企业进行专业评审。
            </li>
            <li className={styles.step}>
              <strong className={styles.stepTitle}>终评揭晓</strong>颁奖典礼现场揭晓获奖名单。
            </li>
          </ol>
          <div className={styles.weights} aria-label="产品奖成绩构成">
            <div className={styles.weight}>
              <span className={styles.weightValue}>30%</span>初评投票
            </div>
            <div className={styles.weight}>
              <span className={styles.weightValue}>70%</span>专家评审
            </div>
          </div>
        </AwardSection>

        <AwardSection id="advisors" title="顾问团">
          {isPending ? (
            <Loading />
          ) : (
            <ul className={styles.advisors}>
              {page?.advisors?.map((person) => (
                <li key={person.name} className={styles.advisor}>
                  <img {...thumbnailImage(person.logo, 80)} alt="" width={80} height={40} className={styles.advisorLogo} />
                  <span>
                    <strong>{person.name}</strong>
                    <br />
                    {person.company}
                    <br />
                    {person.title}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </AwardSection>

        <AwardSection id="rights" title="参评权益">
          <CardGrid>
            <Card title="免费参评">
              <p>申报与获奖均不收取任何费用。</p>
            </Card>
            <Card title="获奖权益">
              <ul>
                <li>每家获奖企业获颁奖晚宴席位1张；</li>
                <li>颁奖典礼授予奖杯与证书；</li>
                <li>行家说全平台获奖报道与年度榜单收录。</li>
              </ul>
            </Card>
          </CardGrid>
        </AwardSection>

        <AwardSection id="winners" title="上届获奖名单">
          <Winners year={2023} />
        </AwardSection>

        <AwardSection id="photos" title="上届精彩瞬间">
          {photos ? <PhotoCarousel photos={photos.photos} label="2023年极光奖精彩瞬间" /> : <Loading />}
        </AwardSection>

        <AwardSection id="contact" title="联系我们">
          <Contacts contacts={page?.contacts ?? last.page?.contacts} />
        </AwardSection>
      </div>

      <div className={styles.dock}>
        {sharing ? (
          <div className={styles.sharePanel} id="share-panel">
            <LazyQrCode value={pageAddress()} size={120} label="本页二维码" />
            微信扫一扫，分享给好友
          </div>
        ) : null}
        <button
          type="button"
          className={styles.dockButton}
          aria-expanded={sharing}
          aria-controls="share-panel"
          onClick={() => setSharing((v) => !v)}
          {...intentProps(loadQrCode)}
        >
          分享
        </button>
        <BackToTop className={styles.dockButton} forceMount>
          顶部
        </BackToTop>
      </div>

      <ApplyDialog
        open={applying}
        onOpenChange={setApplying}
        title="申报2024行家说极光奖"
        types={TYPES}
        forms={offeredForms(page?.forms)}
        online={openApplication(page, 2024)}
        onApply={() => {
          setApplying(false);
          setNotice(true);
        }}
      />
      <ClosedNotice open={notice} onOpenChange={setNotice} title="提示" message={CLOSED[2024]} />
    </div>
  );
}

// What the router takes of this route module (config/paths.ts names it): the page and its loader.
export { Led2024Page as Component };
export const loader = awardPageLoaderOf(2024);
