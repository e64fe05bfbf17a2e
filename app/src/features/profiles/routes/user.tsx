import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ExpertList } from '../../../components/expert/expert-card';
import * as layout from '../../../components/page-layout/page-layout.css';
import { expertHref, profileLines, showsReadCount } from '../../../lib/content/expert';
import { readCount } from '../../../lib/content/format';
import { parseId } from '../../../lib/scope/route-id';
import { AskQuestion } from '../../../components/ask-question/ask-question';
import { Cooperation } from '../../../components/cooperation/cooperation';
import { FeedTabs } from '../components/feed-tabs';
import { CompanyFeed, UserFeed } from '../components/feeds';
import { useProfileQueries } from '../profile-queries';
import * as styles from './user.css';
import { failedWithoutData } from '../../../lib/scope/query-errors';
import { thumbnailImage } from '../../../lib/content/thumbnail';
import { safeSrc } from '../../../lib/content/safe-href';

/**
 * /user/{id}: an expert or an organisation (isJigou 1). Auth 4 or 16 hide job and company; 64
 * shows the read count. Organisations add their background, introduction and enterprise experts.
 */
export function UserPage() {
  const profileQueries = useProfileQueries();
  const id = parseId(useParams().id)!;
  const { data: user } = useQuery({ ...profileQueries.user(id), throwOnError: failedWithoutData });
  const organisation = user?.isJigou === 1;
  const lines = user ? profileLines(user) : {};
  const gyl = user ? expertHref(user) : null;
  return (
    <div className={layout.page}>
      <header className={styles.header} data-kind={organisation ? 'organisation' : 'expert'}>
        {organisation && user?.bgLogo ? <img src={safeSrc(user.bgLogo)} alt="" className={styles.background} width={1200} height={240} /> : null}
        <div className={styles.identity}>
          {user ? <img {...thumbnailImage(user.icon, 96, 96)} alt="" className={styles.avatar} width={96} height={96} /> : <span className={styles.avatar} />}
          <div className={styles.who}>
            <h1 className={styles.name}>
              {user?.name ?? ''}
              {lines.badge ? <span className={styles.badge}>{lines.badge}</span> : null}
            </h1>
            {lines.company || lines.job ? (
              <p className={styles.line} data-testid="job-company">
                {[lines.company, lines.job].filter(Boolean).join(' · ')}
              </p>
            ) : null}
            {lines.signature ? (
              <p className={styles.signature} data-testid="signature">
                {lines.signature}
              </p>
            ) : null}
            {user ? (
              <dl className={styles.stats}>
                <div>
                  <dt>话题</dt>
                  <dd>{user.topicNum}</dd>
                </div>
                {showsReadCount(user) ? (
                  <div data-testid="profile-reads">
                    <dt>阅读</dt>
                    <dd>{readCount(user.readNum)}</dd>
                  </div>
                ) : null}
              </dl>
            ) : null}
          </div>
          <div className={styles.actions}>
            {user ? <AskQuestion toUid={user.id} toName={user.name} className={layout.primaryButton} /> : null}
            <Cooperation label="合作" type={2} className={layout.pill} />
            {gyl && user && gyl !== paths.user(user.id) ? (
              <Link to={gyl} className={layout.pill}>
                供应链
              </Link>
            ) : null}
          </div>
        </div>
      </header>
      <div className={organisation ? layout.columns : layout.stack}>
        <section className={layout.panel} aria-label={user ? `${user.name}的话题` : '话题'}>
          {user ? <FeedTabs label="话题">{(type) => (organisation ? <CompanyFeed uid={id} type={type} /> : <UserFeed uid={id} type={type} />)}</FeedTabs> : null}
        </section>
        {organisation ? (
          <aside className={`${layout.stack} ${styles.organisation}`} aria-label="机构信息">
            <section className={layout.panel} aria-labelledby="user-intro">
              <h2 id="user-intro" className={styles.heading}>
                企业介绍
              </h2>
              {user?.remarks ? <p className={styles.remarks}>{user.remarks}</p> : null}
              {user?.descUrl ? <img src={safeSrc(user.descUrl)} alt={`${user.name}介绍`} className={styles.desc} width={640} height={360} loading="lazy" /> : null}
            </section>
            {user?.hjUsers?.length ? (
              <section className={layout.panel} aria-labelledby="user-experts">
                <h2 id="user-experts" className={styles.heading}>
                  企业行家
                </h2>
                <ExpertList experts={user.hjUsers} label="企业行家" />
              </section>
            ) : null}
          </aside>
        ) : null}
      </div>
    </div>
  );
}

// What the router takes of this route module (config/paths.ts names it): the page and its loader.
export { UserPage as Component };
export { userLoader as loader } from './profiles.loader';
