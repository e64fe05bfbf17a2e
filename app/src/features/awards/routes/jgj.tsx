import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { EventCovers } from '../../../components/event-covers/event-covers';
import { Loading } from '../../../components/page-layout/loading';
import { useAwardQueries } from '../award-queries';
import { isApplying, splitAwardEvents, type AwardEvent } from '../award-events';
import { AwardBanner } from '../components/award-banner';
import { AwardSection } from '../components/award-section';
import { useAwardPage } from '../components/use-award-data';
import * as styles from '../components/awards.css';

const PAGES = [
  { year: 2024, to: paths.led2024(), line: '产品奖 · 企业奖 · 终端品牌奖 · 十强榜单' },
  { year: 2023, to: paths.led2023(), line: '产品奖 · 供应链企业奖 · 终端品牌奖' },
  { year: 2022, to: paths.led2022(), line: '十强榜单 · 年度企业 · 优秀产品/案例 · 产业先锋' },
  { year: 2021, to: paths.led2021(), line: '产品奖 · 工程案例奖 · 供应链之星' },
];

/** The award pages' covers: the name and the date under each, in the pages' colours. */
const coverClasses = { ...styles, caption: styles.coverName };
const caption = (event: AwardEvent) => `${event.name} · ${event.eventDate}`;

/**
 * /jgj: the 极光奖 page. The two documents call it the award page and the event list; it is both
 * (the contract's x-decision on listEvents): the award years, then the award events in 即将举行 and
 * 往届回顾 with the label 奖项申报中 while applications run.
 */
export function JgjPage() {
  const awardQueries = useAwardQueries();
  const { page } = useAwardPage(2024);
  const events = useQuery(awardQueries.events());
  // The label depends on the moment: decided in the browser, after hydration.
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => setNow(new Date()), []);
  const { upcoming, past } = splitAwardEvents(events.data ?? []);
  const applying = (event: AwardEvent) => (now && isApplying(event, now) ? '奖项申报中' : null);
  return (
    <div className={styles.page}>
      <AwardBanner image={page?.banner} title="行家说极光奖" subtitle="LED与新型显示产业年度评选 · 申报与获奖均免费" />
      <div className={styles.inner}>
        <AwardSection id="about" title="关于极光奖">
          <p className={styles.text}>
            极光奖是行家说面向LED、新型显示与第三代半导体产业设立的年度评选。评选流程为企业申报、用户投票初评（每人5票）、顾问团评审与终评揭晓；申报与获奖均不收取任何费用，每家获奖企业获颁奖晚宴席位1张。
          </p>
          <ul className={styles.yearLinks}>
            {PAGES.map((p) => (
              <li key={p.year}>
                <Link to={p.to} className={styles.yearLink}>
                  <strong className={styles.cardTitle}>{p.year}行家说极光奖</strong>
                  <span className={styles.muted}>{p.line}</span>
                </Link>
              </li>
            ))}
          </ul>
        </AwardSection>
        <AwardSection id="upcoming" title="即将举行">
          {events.isPending ? <Loading /> : <EventCovers events={upcoming} label={applying} empty="暂无即将举行的活动" maxWidth={743} caption={caption} classes={coverClasses} />}
        </AwardSection>
        <AwardSection id="past" title="往届回顾">
          {events.isPending ? <Loading /> : <EventCovers events={past} label={applying} empty="暂无往届活动" maxWidth={743} caption={caption} classes={coverClasses} />}
        </AwardSection>
      </div>
    </div>
  );
}

// What the router takes of this route module (config/paths.ts names it): the page and its loader.
export { JgjPage as Component };
export { jgjLoader as loader } from './awards.loaders';
