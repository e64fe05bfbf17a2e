import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import * as styles from './events-shell.css';

const TABS = [
  { to: paths.events(), label: '活动列表' },
  { to: paths.eventSpeakers(), label: '演讲资料' },
  { to: paths.eventAlbum(), label: '活动相册' },
  { to: paths.eventLogo(), label: '合作伙伴' },
  { to: paths.eventNews(), label: '活动资讯' },
];

/** The events area: the title 活动 and a tab per child route. */
export function EventsShell({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>活动</h1>
        <nav aria-label="活动栏目" className={styles.tabs}>
          {TABS.map((tab) => (
            <NavLink key={tab.to} to={tab.to} className={styles.tab} end>
              {tab.label}
            </NavLink>
          ))}
        </nav>
      </header>
      {children}
    </div>
  );
}
