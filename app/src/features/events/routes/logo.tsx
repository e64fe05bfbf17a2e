import { useQuery } from '@tanstack/react-query';
import { Loading } from '../../../components/page-layout/loading';
import { EventsShell } from '../components/events-shell';
import * as styles from '../components/events-shell.css';
import { useEventQueries, TALK_YEARS } from '../event-queries';
import { fluidThumbnail } from '../../../lib/content/thumbnail';

/** /ev/logo: partner logos by year 2017–2020. */
export function LogoPage() {
  const eventQueries = useEventQueries();
  const { data: logos, isPending } = useQuery(eventQueries.logos());
  return (
    <EventsShell>
      {TALK_YEARS.map((year) => {
        const own = (logos ?? []).filter((logo) => logo.year === year);
        return (
          <section key={year} className={styles.panel} aria-labelledby={`logos-${year}`}>
            <h2 id={`logos-${year}`} className={styles.heading}>
              {year}年合作伙伴
            </h2>
            {isPending ? (
              <Loading />
            ) : own.length ? (
              <ul className={styles.logos}>
                {own.map((logo) => (
                  <li key={logo.id}>
                    <img {...fluidThumbnail(logo.logo, 240, '(max-width: 767px) 34vw, 200px')} alt={logo.name} title={logo.name} width={200} height={100} loading="lazy" className={styles.logo} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>暂无合作伙伴</p>
            )}
          </section>
        );
      })}
    </EventsShell>
  );
}

// What the router takes of this route module (config/paths.ts names it): the page and its loader.
export { LogoPage as Component };
export { logoLoader as loader } from './events.loaders';
