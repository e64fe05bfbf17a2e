import type { ReactNode } from 'react';
import * as styles from './awards.css';

export interface AwardSectionProps {
  id: string;
  title: string;
  /** A small line above the title (the section number, an English name). */
  kicker?: string;
  className?: string;
  children: ReactNode;
}

/** A titled section of an award page, reachable by its id (anchors). */
export function AwardSection({ id, title, kicker, className, children }: AwardSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={[styles.section, className].filter(Boolean).join(' ')}>
      {kicker ? <p className={styles.kicker}>{kicker}</p> : null}
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Cards in masonry columns at least 580 px wide with a 20 px gap (one column on a phone). CSS
 * columns place them, so the server's HTML is already laid out (no measuring after hydration).
 */
export function CardGrid({ children }: { children: ReactNode }) {
  return <div className={styles.cards}>{children}</div>;
}

/** One card of a CardGrid: a title and its text. */
export function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className={styles.card}>
      <h3 className={styles.cardTitle}>{title}</h3>
      {children}
    </article>
  );
}
