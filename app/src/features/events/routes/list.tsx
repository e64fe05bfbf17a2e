import { useQuery } from '@tanstack/react-query';
import { EventCovers } from '../../../components/event-covers/event-covers';
import { Loading } from '../../../components/page-layout/loading';
import { EventsShell } from '../components/events-shell';
import * as styles from '../components/events-shell.css';
import { useEventQueries } from '../event-queries';
import { splitEvents, withSemiEvent, type EventItem } from '../event-list';

/** /ev/list: the newest events (报名中, soonest first) and 往期回顾 (newest first). */
export function EventListPage() {
  const eventQueries = useEventQueries();
  const display = useQuery(eventQueries.display());
  const semi = useQuery(eventQueries.semi());
  const { newest, past } = splitEvents(withSemiEvent(display.data ?? [], semi.data ?? []));
  const pending = display.isPending || semi.isPending;
  return (
    <EventsShell>
      <section className={styles.panel} aria-labelledby="ev-newest">
        <h2 id="ev-newest" className={styles.heading}>
          最新活动 <span className={styles.badge}>报名中</span>
        </h2>
        {pending ? <Loading /> : <EventCovers events={newest} label={() => '报名中'} empty="暂无报名中的活动" maxWidth={735} caption={caption} classes={styles} />}
      </section>
      <section className={styles.panel} aria-labelledby="ev-past">
        <h2 id="ev-past" className={styles.heading}>
          往期回顾
        </h2>
        {pending ? <Loading /> : <EventCovers events={past} empty="暂无往期活动" maxWidth={735} caption={caption} classes={styles} />}
      </section>
    </EventsShell>
  );
}

/** An event's name and, muted, its date. */
function caption(event: EventItem) {
  return (
    <>
      {event.name} <span className={styles.muted}>{event.eventDate}</span>
    </>
  );
}

// What the router takes of this route module (config/paths.ts names it): the page and its loader.
export { EventListPage as Component };
export { listLoader as loader } from './events.loaders';
