import { useQuery } from '@tanstack/react-query';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '@hangjia/ui';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ExternalLink } from '../../../components/external-link/external-link';
import * as layout from '../../../components/page-layout/page-layout.css';
import { Loading } from '../../../components/page-layout/loading';
import { useFileQueries } from '../file-queries';
import * as styles from './files.css';
import { failedWithoutData } from '../../../lib/scope/query-errors';
import { thumbnailImage } from '../../../lib/content/thumbnail';

/** /files: the events with speaker files; choosing an event opens its detail (its talks, each opening /file/{id}). */
export function FilesPage() {
  const fileQueries = useFileQueries();
  const { data: groups, isPending, fetchStatus } = useQuery({ ...fileQueries.groups(), throwOnError: failedWithoutData });
  const first = groups?.[0];
  return (
    <div className={layout.page}>
      <section className={layout.panel} aria-labelledby="files-title">
        <h1 id="files-title" className={layout.title}>
          活动资料
        </h1>
        {isPending && fetchStatus !== 'idle' ? (
          <Loading />
        ) : groups?.length && first ? (
          <TabsRoot defaultValue={String(first.id)} orientation="vertical" className={styles.root}>
            <TabsList className={styles.events} aria-label="活动">
              {groups.map((group) => (
                <TabsTrigger key={group.id} value={String(group.id)} className={styles.event}>
                  <span className={styles.eventName}>{group.productName}</span>
                  <span className={styles.eventMeta}>
                    {group.smsTime} · {group.files.length} 份资料
                  </span>
                </TabsTrigger>
              ))}
            </TabsList>
            {groups.map((group) => (
              <TabsContent key={group.id} value={String(group.id)} className={styles.detail}>
                <header className={styles.detailHead}>
                  <h2 className={styles.detailTitle}>{group.productName}</h2>
                  <p className={layout.muted}>
                    活动时间：{group.smsTime}
                    <ExternalLink href={group.shareUrl} className={styles.eventLink} hideWhenRefused>
                      活动详情
                    </ExternalLink>
                  </p>
                </header>
                <ul className={styles.files}>
                  {group.files.map((file) => (
                    <li key={file.id}>
                      <Link to={paths.file(file.id)} target="_blank" className={styles.file}>
                        <img {...thumbnailImage(file.logo, 96)} alt="" width={96} height={48} className={styles.logo} loading="lazy" />
                        <span className={styles.fileText}>
                          <span className={styles.fileName}>{file.name}</span>
                          {file.speaker || file.company ? (
                            <span className={layout.muted}>{[file.speaker, file.company].filter(Boolean).join(' · ')}</span>
                          ) : null}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </TabsContent>
            ))}
          </TabsRoot>
        ) : (
          <p className={layout.status}>暂无资料</p>
        )}
      </section>
    </div>
  );
}

// What the router takes of this route module (config/paths.ts names it): the page and its loader.
export { FilesPage as Component };
export { filesLoader as loader } from './files.loader';
