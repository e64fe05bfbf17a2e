import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { Loading } from '../../../components/page-layout/loading';
import { EventsShell } from '../components/events-shell';
import * as styles from '../components/events-shell.css';
import { useEventQueries, TALK_YEARS } from '../event-queries';
import { thumbnailImage } from '../../../lib/content/thumbnail';

/** /ev/speakers: the talks of 2017–2020 by year, each opening its file in a new tab. */
export function SpeakersPage() {
  const eventQueries = useEventQueries();
  const { data: groups, isPending } = useQuery(eventQueries.fileGroups());
  const years = TALK_YEARS.map((year) => ({
    year,
    talks: (groups ?? []).filter((g) => g.smsTime.startsWith(String(year))).flatMap((g) => g.files.map((file) => ({ file, event: g.productName }))),
  }));
  return (
    <EventsShell>
      {years.map(({ year, talks }) => (
        <section key={year} className={styles.panel} aria-labelledby={`talks-${year}`}>
          <h2 id={`talks-${year}`} className={styles.heading}>
            {year}年演讲资料
          </h2>
          {isPending ? (
            <Loading />
          ) : talks.length ? (
            <ul className={styles.talks}>
              {talks.map(({ file, event }) => (
                <li key={file.id}>
                  <Link to={paths.file(file.id)} target="_blank" className={styles.talk} title={event}>
                    <img {...thumbnailImage(file.logo, 80)} alt={file.company ?? ''} width={80} height={40} loading="lazy" className={styles.talkLogo} />
                    <span>{file.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>本年度暂无演讲资料</p>
          )}
        </section>
      ))}
    </EventsShell>
  );
}

// What the router takes of this route module (config/paths.ts names it): the page and its loader.
export { SpeakersPage as Component };
export { speakersLoader as loader } from './events.loaders';
