import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { AdSlots } from '../../../components/ads/ad-slots';
import { ExpertList } from '../../../components/expert/expert-card';
import * as layout from '../../../components/page-layout/page-layout.css';
import { parseId } from '../../../lib/scope/route-id';
import { FeedTabs } from '../components/feed-tabs';
import { CommunityFeed } from '../components/feeds';
import { useProfileQueries } from '../profile-queries';
import * as styles from './group.css';
import { failedWithoutData } from '../../../lib/scope/query-errors';
import { safeSrc } from '../../../lib/content/safe-href';

/**
 * /group/{id} (and /community/{id}): the name banner, tabs 动态 (20 with load more) and 精选 (100,
 * one page), and beside them the community's ads, its experts and the group assistant's QR code.
 */
export function GroupPage() {
  const profileQueries = useProfileQueries();
  const id = parseId(useParams().id)!;
  const { data: community } = useQuery({ ...profileQueries.community(id), throwOnError: failedWithoutData });
  const { data: experts } = useQuery(profileQueries.communityUsers(id));
  return (
    <div className={layout.page}>
      <header className={styles.banner}>
        {community?.banner ? <img src={safeSrc(community.banner)} alt="" className={styles.bannerImage} width={1200} height={240} /> : null}
        <div className={styles.bannerText}>
          <h1 className={styles.name}>{community?.name ?? ''}</h1>
          {community?.description ? <p className={styles.description}>{community.description}</p> : null}
          {community?.keyword ? <span className={styles.keyword}>{community.keyword}</span> : null}
        </div>
      </header>
      <div className={layout.columns}>
        <section className={layout.panel} aria-label="社区话题">
          <FeedTabs label="社区话题">{(type) => <CommunityFeed cid={id} type={type} />}</FeedTabs>
        </section>
        <aside className={layout.stack} aria-label="社区信息">
          <div className={styles.ads}>
            <AdSlots request={profileQueries.communityAdsRequest(id)} />
          </div>
          {experts?.length ? (
            <section className={layout.panel} aria-labelledby="group-experts">
              <h2 id="group-experts" className={styles.heading}>
                社区行家
              </h2>
              <ExpertList experts={experts} label="社区行家" />
            </section>
          ) : null}
          {community?.qrCode ? (
            <section className={layout.panel} aria-labelledby="group-qr">
              <h2 id="group-qr" className={styles.heading}>
                群助手
              </h2>
              <div className={styles.qr}>
                <img src={safeSrc(community.qrCode)} alt="群助手二维码" width={160} height={160} className={styles.qrImage} loading="lazy" />
                <p className={layout.muted}>扫码添加群助手，加入{community.name}交流群</p>
              </div>
            </section>
          ) : null}
        </aside>
      </div>
    </div>
  );
}

// What the router takes of this route module (config/paths.ts names it): the page and its loader.
export { GroupPage as Component };
export { groupLoader as loader } from './profiles.loader';
