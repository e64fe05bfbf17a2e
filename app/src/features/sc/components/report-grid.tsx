import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ExternalLink } from '../../../components/external-link/external-link';
import { paths } from '../../../config/paths';
import { scLinks } from '../sc-links';
import { useScQueries } from '../sc-queries';
import { useSessionStore } from '@hangjia/sdk/react';
import { scToken } from '../sc-session';
import * as styles from './person.css';
import { QueryState } from './query-state';
import { fluidThumbnail } from '../../../lib/content/thumbnail';

/** The covers' width: columns of at least 180 px, one column (the screen's width) below about 420 px. */
const COVER_SIZES = '(max-width: 420px) 100vw, 280px';

/** My white papers (调研中 while state is 0; opened with the supply-chain token) and quarterly reports. */
export function ReportGrid({ userId, account }: { userId: number | undefined; account: string }) {
  const session = useSessionStore();
  const enabled = userId !== undefined && !!account;
  const reports = useQuery({ ...useScQueries().myReports(userId ?? 0, account), enabled });
  if (!enabled) return <p className={styles.noLogo}>未获取到账号信息，请重新登录供应链系统</p>;
  const token = scToken(session) ?? '';
  const wps = reports.data?.wps ?? [];
  const quarterly = reports.data?.reports ?? [];
  return (
    <QueryState query={reports} empty={wps.length + quarterly.length === 0 && '暂无报告'}>
      <h2 className={styles.sectionTitle}>白皮书</h2>
      {wps.length === 0 ? (
        <p className={styles.noLogo}>暂无白皮书</p>
      ) : (
        <ul className={styles.coverGrid}>
          {wps.map((wp) => (
            <li key={wp.id}>
              <ExternalLink className={styles.cover} href={scLinks.whitePaper(wp.shareUrl, token)}>
                <img className={styles.coverImg} {...fluidThumbnail(wp.logo, 372, COVER_SIZES, 3 / 4)} alt="" loading="lazy" />
                {wp.state === 0 ? <span className={styles.coverBadge}>调研中</span> : null}
                <span>{wp.productName}</span>
              </ExternalLink>
            </li>
          ))}
        </ul>
      )}
      <h2 className={styles.sectionTitle}>季度报告</h2>
      {quarterly.length === 0 ? (
        <p className={styles.noLogo}>暂无季度报告</p>
      ) : (
        <ul className={styles.coverGrid}>
          {quarterly.map((r) => (
            <li key={r.id}>
              <Link className={styles.cover} to={paths.file(r.id)}>
                <img className={styles.coverImg} {...fluidThumbnail(r.logo, 372, COVER_SIZES, 3 / 4)} alt="" loading="lazy" />
                <span>{r.title || `${r.year}年第${r.quarter}季度报告`}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
