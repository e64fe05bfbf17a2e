import type { components } from '@hangjia/sdk';
import type { ReactNode } from 'react';
import { fluidThumbnail } from '../../lib/content/thumbnail';
import { ExternalLink } from '../external-link/external-link';

type Event = components['schemas']['Event'];

/** The classes of the page the covers are on (the events area and the award pages look apart). */
export interface EventCoversClasses {
  covers: string;
  cover: string;
  coverImage: string;
  coverLabel: string;
  caption: string;
  muted: string;
}

export interface EventCoversProps {
  events: readonly Event[];
  /** Shown instead of the covers when there are none. */
  empty: string;
  /** The widest a cover is shown (CSS px), as the page's padding leaves it on a phone. */
  maxWidth: number;
  /** The label on an event's cover (报名中, 奖项申报中), or none. */
  label?: (event: Event) => string | null;
  /** What is written under a cover: the name and the date, as the page writes them. */
  caption: (event: Event) => ReactNode;
  classes: EventCoversClasses;
}

/** Events as covers opening their page (`shareUrl`) in a new window, each with a caption. */
export function EventCovers({ events, empty, maxWidth, label, caption, classes }: EventCoversProps) {
  if (!events.length) return <p className={classes.muted}>{empty}</p>;
  return (
    <ul className={classes.covers}>
      {events.map((event) => {
        const text = label?.(event);
        return (
          <li key={event.id}>
            <ExternalLink href={event.shareUrl} className={classes.cover}>
              <img {...fluidThumbnail(event.logo, maxWidth, '(max-width: 767px) 100vw, (max-width: 1023px) 50vw, 400px', 16 / 9)} alt={event.name} width={600} height={338} loading="lazy" className={classes.coverImage} />
              {text ? <span className={classes.coverLabel}>{text}</span> : null}
            </ExternalLink>
            <span className={classes.caption}>{caption(event)}</span>
          </li>
        );
      })}
    </ul>
  );
}
