import { useQuery } from '@tanstack/react-query';
import { PhotoCarousel } from '../../../components/photo-carousel/photo-carousel';
import { Loading } from '../../../components/page-layout/loading';
import { EventsShell } from '../components/events-shell';
import * as styles from '../components/events-shell.css';
import { ALBUM_YEARS, useEventQueries } from '../event-queries';

/** /ev/album: a carousel per year 2017–2021, 5 s a photo, 675 px high. */
export function AlbumPage() {
  const eventQueries = useEventQueries();
  const { data: albums, isPending } = useQuery(eventQueries.albums());
  return (
    <EventsShell>
      {ALBUM_YEARS.map((year) => {
        const album = albums?.find((a) => a.year === year);
        return (
          <section key={year} className={styles.panel} aria-labelledby={`album-${year}`}>
            <h2 id={`album-${year}`} className={styles.heading}>
              {year}年活动相册
            </h2>
            {isPending ? <Loading /> : album?.photos.length ? <PhotoCarousel photos={album.photos} label={`${year}年活动照片`} /> : <p className={styles.muted}>暂无照片</p>}
          </section>
        );
      })}
    </EventsShell>
  );
}

// What the router takes of this route module (config/paths.ts names it): the page and its loader.
export { AlbumPage as Component };
export { albumLoader as loader } from './events.loaders';
