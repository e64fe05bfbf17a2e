import type { components } from '@hangjia/sdk';
import { Link } from 'react-router-dom';
import { expertHref } from '../../lib/content/expert';
import { expertLine } from '../../lib/content/topic';
import * as styles from './expert-card.css';
import { thumbnailImage } from '../../lib/content/thumbnail';

type Expert = components['schemas']['UserSummary'] & { link?: string };

export interface ExpertListProps {
  experts: readonly Expert[] | undefined;
  /** `grid`: avatars in columns (enterprise experts); `list`: one per row (asides). */
  variant?: 'grid' | 'list';
  label?: string;
}

/** Experts with avatar, name and their line (auth 4/16: signature; others: company and job). */
export function ExpertList({ experts, variant = 'list', label }: ExpertListProps) {
  if (!experts?.length) return null;
  return (
    <ul className={variant === 'grid' ? styles.grid : styles.list} aria-label={label}>
      {experts.map((expert) => (
        <li key={expert.id}>
          <ExpertCard expert={expert} />
        </li>
      ))}
    </ul>
  );
}

export function ExpertCard({ expert }: { expert: Expert }) {
  const line = expertLine(expert);
  return (
    <Link to={expertHref(expert)} className={styles.card}>
      <img {...thumbnailImage(expert.icon, 44, 44)} alt="" width={44} height={44} loading="lazy" className={styles.avatar} />
      <span className={styles.text}>
        <span className={styles.name}>{expert.name}</span>
        {line ? <span className={styles.line}>{line}</span> : null}
      </span>
    </Link>
  );
}
