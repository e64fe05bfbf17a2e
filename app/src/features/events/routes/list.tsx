import { useQuery } from '@tanstack/react-query';
import { Loading } from '../../../components/page-layout/loading';
import { EventsShell } from '../components/events-shell';
import * as styles from '../components/events-shell.css';
import { eventData } from '../event-queries';
import { splitEvents, withSemiEvent, type EventItem } from '../event-list';
import { fluidThumbnail } from '../../../lib/thumbnail';

/** /ev/list: the newest events (报名中, soonest first) and 往期回顾 (newest first). */
export function EventListPage() {
  const display = useQuery(eventData.display());
  const semi = useQuery(eventData.semi());
  const { newest, past } = splitEvents(withSemiEvent(display.data ?? [], semi.data ?? []));
  const pending = display.isPending || semi.isPending;
  return (
    <EventsShell>
      <section className={styles.panel} aria-labelledby="ev-newest">
        <h2 id="ev-newest" className={styles.heading}>
          最新活动 <span className={styles.badge}>报名中</span>
        </h2>
        {pending ? <Loading /> : <Covers events={newest} label="报名中" empty="暂无报名中的活动" />}
      </section>
      <section className={styles.panel} aria-labelledby="ev-past">
        <h2 id="ev-past" className={styles.heading}>
          往期回顾
        </h2>
        {pending ? <Loading /> : <Covers events={past} empty="暂无往期活动" />}
      </section>
    </EventsShell>
  );
}

function Covers({ events, label, empty }: { events: readonly EventItem[]; label?: string; empty: string }) {
  if (!events.length) return <p className={styles.muted}>{empty}</p>;
  return (
    <ul className={styles.covers}>
      {events.map((event) => (
        <li key={event.id}>
          <a href={event.shareUrl} target="_blank" rel="noopener noreferrer" className={styles.cover}>
            <img {...fluidThumbnail(event.logo, 735, '(max-width: 767px) 100vw, (max-width: 1023px) 50vw, 400px', 16 / 9)} alt={event.name} width={600} height={338} loading="lazy" className={styles.coverImage} />
            {label ? <span className={styles.coverLabel}>{label}</span> : null}
          </a>
          <span className={styles.caption}>
            {event.name} <span className={styles.muted}>{event.eventDate}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
