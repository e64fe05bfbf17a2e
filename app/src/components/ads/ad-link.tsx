import { clickAd } from '@hangjia/sdk/operations';
import { useApiClient, useSessionStore } from '@hangjia/sdk/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { adTarget, type Ad } from './ad-target';

export interface AdLinkProps {
  ad: Ad;
  className?: string;
  children: ReactNode;
}

/** An ad's link: follows its action and reports the click (`clickAds`) with the visitor uuid. */
export function AdLink({ ad, className, children }: AdLinkProps) {
  const api = useApiClient();
  const session = useSessionStore();
  // A plain call, not a mutation: nothing on the page shows the report's state, and a report that
  // fails is nothing the visitor can act on.
  const report = () => void api.send(clickAd, { id: ad.id, uuid: session.getVisitorId() }).catch(() => undefined);
  const target = adTarget(ad.action, paths);
  if (target?.kind === 'external') {
    return (
      <a href={target.url} target="_blank" rel="noopener noreferrer" className={className} onClick={report}>
        {children}
      </a>
    );
  }
  if (target?.kind === 'internal') {
    return (
      <Link to={target.to} className={className} onClick={report}>
        {children}
      </Link>
    );
  }
  return <span className={className}>{children}</span>;
}
