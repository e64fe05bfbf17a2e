import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import * as layout from '../../../components/page-layout/page-layout.css';
import { Loading } from '../../../components/page-layout/loading';
import { MessageAlert } from '../../../components/message-alert/message-alert';
import { LoadError } from '../../../components/section-boundary/section-boundary';
import { parseId } from '../../../lib/scope/route-id';
import { useSessionStore } from '@hangjia/sdk/react';
import { EventLoginDialog } from '../components/event-login-dialog';
import { fileAccess, settlePreviewFailure, useFileQueries } from '../file-queries';
import * as styles from './file.css';

/**
 * /file/{id}: a speaker file's page images, behind the event login. The file token stored for
 * the file's event opens the preview (`getEventFile`); without one the login dialog opens; a token
 * the server refuses (code 2, or no proper answer) is dropped and the dialog opens again; any other
 * failure is the alert '文件信息获取失败'.
 */
export function FilePage() {
  const fileQueries = useFileQueries();
  const session = useSessionStore();
  const id = parseId(useParams().id)!;
  const queryClient = useQueryClient();
  const info = useQuery(fileQueries.detail(id, session.getUser()));
  const eventQuery = useQuery(fileQueries.eventId(id));
  const eventId = eventQuery.data?.eventid;
  // Bumped when the stored token changes (signed in, dropped), so the access is read again.
  const [version, setVersion] = useState(0);
  const access = fileAccess(eventId, session);
  const previewOptions = fileQueries.eventFile(access.kind === 'token' ? access.token : '-', id);
  const preview = useQuery({ ...previewOptions, enabled: access.kind === 'token', retry: false });
  const [loginOpen, setLoginOpen] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  useEffect(() => {
    if (access.kind === 'login') setLoginOpen(true);
  }, [access.kind, eventId, version]);

  // The key of the preview that failed (previewOptions is rebuilt each render).
  const previewKey = useRef(previewOptions.queryKey);
  previewKey.current = previewOptions.queryKey;
  const failed = preview.isError ? preview.error : null;
  useEffect(() => {
    if (!failed || eventId === undefined) return;
    if (settlePreviewFailure(failed, eventId, session) === 'login') {
      queryClient.removeQueries({ queryKey: previewKey.current, exact: true });
      setVersion((v) => v + 1);
    } else {
      setAlert('文件信息获取失败');
    }
  }, [failed, eventId, queryClient, session]);

  useEffect(() => {
    if (info.isError) setAlert('文件信息获取失败');
  }, [info.isError]);

  const file = preview.data ?? null;
  const detail = info.data;
  // Nothing to show and nothing coming: the file's event could not be read, or its preview failed
  // for another reason than the sign-in (that one reopens the dialog).
  const failedRead = !file && (eventQuery.isError || (preview.isError && access.kind === 'token'));
  const retry = () => {
    void eventQuery.refetch();
    if (info.isError) void info.refetch();
    if (preview.isError) void preview.refetch();
  };
  const name = file?.name ?? detail?.name ?? '';
  return (
    <div className={layout.page}>
      <article className={layout.panel} aria-labelledby="file-title">
        <h1 id="file-title" className={layout.title}>
          {name}
        </h1>
        {detail || file ? (
          <p className={styles.meta}>
            <span>共 {file?.page ?? detail?.page} 页</span>
            {(file?.desc ?? detail?.desc) ? <span>{file?.desc ?? detail?.desc}</span> : null}
          </p>
        ) : null}
        {file ? (
          <ol className={styles.pages} aria-label="资料预览">
            {file.imgs.map((src, i) => (
              <li key={`${src}-${i}`}>
                <img src={src} alt={`${file.name} 第 ${i + 1} 页`} className={styles.page} width={1280} height={720} loading={i < 2 ? 'eager' : 'lazy'} />
              </li>
            ))}
          </ol>
        ) : access.kind === 'login' ? (
          <div className={styles.locked}>
            <p>资料仅对报名本次活动的用户开放，请登录后查看。</p>
            <button type="button" className={layout.primaryButton} aria-haspopup="dialog" onClick={() => setLoginOpen(true)}>
              登录查看
            </button>
          </div>
        ) : failedRead ? (
          <LoadError message="文件信息获取失败" onRetry={retry} />
        ) : preview.isFetching || access.kind === 'pending' ? (
          <Loading />
        ) : null}
      </article>
      {eventId !== undefined ? (
        <EventLoginDialog
          open={loginOpen}
          onOpenChange={setLoginOpen}
          eventId={eventId}
          onSignedIn={() => setVersion((v) => v + 1)}
        />
      ) : null}
      <MessageAlert message={alert} onClose={() => setAlert(null)} />
    </div>
  );
}

// What the router takes of this route module (config/paths.ts names it): the page and its loader.
export { FilePage as Component };
export { fileLoader as loader } from './files.loader';
