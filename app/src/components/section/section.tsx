import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import * as styles from './section.css';

export interface SectionProps {
  title: string;
  /** A "更多" link to the full list. */
  more?: { to: string; external?: boolean; label?: string };
  /** Controls beside the title (a type choice). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled block of a page. */
export function Section({ title, more, aside, className, children }: SectionProps) {
  const id = useId();
  return (
    <section className={[styles.section, className].filter(Boolean).join(' ')} aria-labelledby={id}>
      <header className={styles.head}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {aside}
        {more ? (
          more.external ? (
            <a className={styles.more} href={more.to} target="_blank" rel="noopener noreferrer">
              {more.label ?? '更多'}
            </a>
          ) : (
            <Link className={styles.more} to={more.to}>
              {more.label ?? '更多'}
            </Link>
          )
        ) : null}
      </header>
      {children}
    </section>
  );
}
