import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { config } from '../../lib/config';
import { SearchBox } from '../search-box/search-box';
import * as layout from '../page-layout/page-layout.css';
import * as styles from './site-header.css';

const nav = [
  { label: '首页', to: paths.home(), end: true },
  { label: '资讯', to: paths.news() },
  { label: '资料', to: paths.files() },
  { label: '季报', to: paths.irs() },
  { label: '白皮书/报告', to: paths.reports() },
  { label: '活动', to: paths.events() },
  { label: '极光奖', to: paths.led2024() },
];

/** The header: logo, the navigation, the keyword box and the login entry. */
export function SiteHeader({ login }: { login?: ReactNode }) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        {/* Named by what it shows (行家说), as voice control users say it, and where it leads. */}
        <Link to={paths.home()} className={styles.logo}>
          <span className={styles.logoMark} aria-hidden="true">
            行
          </span>
          <span className={styles.logoText}>行家说</span>
          <span className={layout.visuallyHidden}> 首页</span>
        </Link>
        <nav className={styles.nav} aria-label="主导航">
          <ul className={styles.navList}>
            {nav.map((item) => (
              <li key={item.label}>
                <NavLink to={item.to} end={item.end} className={styles.navLink}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              <a href={config.expoUrl} target="_blank" rel="noopener noreferrer" className={styles.navLink}>
                行家说展会
              </a>
            </li>
          </ul>
        </nav>
        <SearchBox to={paths.search} className={styles.search} />
        <div className={styles.actions}>{login}</div>
      </div>
    </header>
  );
}
