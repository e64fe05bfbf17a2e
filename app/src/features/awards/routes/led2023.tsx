import { useState } from 'react';
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
import { awardPageLoaderOf } from './awards.loaders';
import * as styles from '../components/awards.css';

/** The navigation reaches sections 1, 2, 4, 6, 7 and 8. */
export const ANCHORS_2023 = [
  { id: 'section-1', label: '奖项介绍' },
  { id: 'section-2', label: '奖项与标准' },
  { id: 'section-4', label: '权益与规则' },
  { id: 'section-6', label: '获奖名单' },
  { id: 'section-7', label: '精彩瞬间' },
  { id: 'section-8', label: '联系我们' },
] as const;

const TYPES: ApplyType[] = [
  { value: 'product', label: '产品奖', desc: '2023年内量产或发布的LED与新型显示产品' },
  { value: 'company', label: '供应链企业奖', desc: '芯片、封装、驱动、材料与设备等供应链企业' },
  { value: 'zhongduan', label: '终端品牌奖', desc: '显示屏、电视、显示器、车载与商显等终端品牌' },
];

/** /event/led2023: the 2023 极光奖 page with its anchor navigation; applications are closed (unless the page data opens them). */
export function Led2023Page() {
  const { page, isPending } = useAwardPage(2023);
  const [applying, setApplying] = useState(false);
  const [notice, setNotice] = useState(false);
  const apply = () => setApplying(true);
  return (
    <div className={styles.page}>
      <WxShare {...AWARD_SHARE[2023]} imgUrl={page?.banner ?? ''} />
      <AwardBanner image={page?.banner} title="2023行家说极光奖" subtitle="产品奖 · 供应链企业奖 · 终端品牌奖" />
      <nav aria-label="页面导航" className={styles.anchors}>
        {ANCHORS_2023.map((a) => (
          <a key={a.id} href={`#${a.id}`} className={styles.anchor}>
            {a.label}
          </a>
        ))}
      </nav>
      <div className={styles.inner}>
        <AwardSection id="section-1" kicker="01" title="奖项介绍">
          <p className={styles.text}>
            行家说极光奖是行家说面向LED与新型显示产业设立的年度评选，旨在发现并表彰推动产业进步的优秀产品、供应链企业与终端品牌。2023年度评选延续公开、公正、免费的原则：申报与获奖均不收取任何费用。
          </p>
          <div className={styles.actions}>
            <button type="button" aria-haspopup="dialog" className={styles.apply} onClick={apply} {...intentProps(preloadAwardDialogs)}>
              立即申报
            </button>
          </div>
        </AwardSection>

        <AwardSection id="section-2" kicker="02" title="奖项设置与评选标准">
          <CardGrid>
            <Card title="产品奖">
              <p>评选年度技术领先、市场认可度高的产品，分Mini/Micro LED、LED直显、第三代半导体等组别。</p>
            </Card>
            <Card title="供应链企业奖">
              <p>评选在芯片、封装、驱动IC、材料与设备环节保障供应、推动降本的企业。</p>
            </Card>
            <Card title="终端品牌奖">
              <p>评选在显示屏、电视、显示器、车载与商显等终端市场表现突出的品牌。</p>
            </Card>
          </CardGrid>
          <div className={styles.weights} aria-label="评选标准">
            <div className={styles.weight}>
              <span className={styles.weightValue}>30%</span>搜索指数
            </div>
            <div className={styles.weight}>
              <span className={styles.weightValue}>40%</span>市场数据
            </div>
            <div className={styles.weight}>
              <span className={styles.weightValue}>30%</span>评委与组委会
            </div>
          </div>
        </AwardSection>

        <AwardSection id="section-3" kicker="03" title="评选流程">
          <ol className={styles.steps}>
            <li className={styles.step}>
              <strong className={styles.stepTitle}>企业申报</strong>在线提交申报信息或下载申报表填写。
            </li>
            <li className={styles.step}>
              <strong className={styles.stepTitle}>投票初评</strong>用户在线投票，每人5票，同一产品不可重复投票。
            </li>
            <li className={styles.step}>
              <strong className={styles.stepTitle}>顾问团评审</strong>行家说顾问团对入围名单进行专业评审。
            </li>
            <li className={styles.step}>
              <strong className={styles.stepTitle}>终评揭晓</strong>综合初评与评审结果，于颁奖典礼揭晓。
            </li>
          </ol>
        </AwardSection>

        <AwardSection id="section-4" kicker="04" title="参评权益与规则">
          <CardGrid>
            <Card title="投票规则">
              <ul>
                <li>投票者需在线登记，经组委会核验后投票方为有效；</li>
                <li>每人5票，同一产品不可重复投票；</li>
                <li>产品奖成绩：初评投票占30%，专家评审占70%。</li>
              </ul>
            </Card>
            <Card title="参评权益">
              <ul>
                <li>申报与获奖均不收取任何费用；</li>
                <li>每家获奖企业获颁奖晚宴席位1张；</li>
                <li>获奖名单在行家说全平台发布并收录年度榜单。</li>
              </ul>
            </Card>
          </CardGrid>
        </AwardSection>

        <AwardSection id="section-5" kicker="05" title="申报方式">
          <p className={styles.text}>选择奖项类别后在线申报，或下载对应的申报表填写后发送至组委会邮箱。</p>
          <div className={styles.actions}>
            <button type="button" aria-haspopup="dialog" className={styles.apply} onClick={apply} {...intentProps(preloadAwardDialogs)}>
              申报奖项
            </button>
          </div>
        </AwardSection>

        <AwardSection id="section-6" kicker="06" title="往届获奖名单">
          <Winners year={2022} />
        </AwardSection>

        <AwardSection id="section-7" kicker="07" title="精彩瞬间">
          {isPending ? <Loading /> : page?.albums[0] ? <PhotoCarousel photos={page.albums[0].photos} label="极光奖精彩瞬间" arrows="always" indicators={false} /> : null}
        </AwardSection>

        <AwardSection id="section-8" kicker="08" title="联系我们">
          <Contacts contacts={page?.contacts} />
        </AwardSection>
      </div>
      <ApplyDialog
        open={applying}
        onOpenChange={setApplying}
        title="申报2023行家说极光奖"
        types={TYPES}
        forms={offeredForms(page?.forms)}
        online={openApplication(page, 2023)}
        onApply={() => {
          setApplying(false);
          setNotice(true);
        }}
      />
      <ClosedNotice open={notice} onOpenChange={setNotice} title="提示" message={CLOSED[2023]} />
    </div>
  );
}

// What the router takes of this route module (config/paths.ts names it): the page and its loader.
export { Led2023Page as Component };
export const loader = awardPageLoaderOf(2023);
