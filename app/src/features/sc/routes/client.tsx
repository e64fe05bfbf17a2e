import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { dateOnly } from '../../../lib/content/format';
import { parseId } from '../../../lib/scope/route-id';
import { QueryState } from '../components/query-state';
import { ScShell } from '../components/sc-shell';
import { ClientFormDialog } from '../components/client-form-dialog';
import { ownersOf, type Client } from '../client-form';
import * as styles from '../components/data-pages.css';
import { safeHref } from '../../../lib/content/safe-href';
import { useSessionStore } from '@hangjia/sdk/react';
import { scProfile } from '../sc-session';
import { thumbnailImage } from '../../../lib/content/thumbnail';
import { useScQueries } from '../sc-queries';

/** /sc/client/{id}: a client's factsheet, editable through the form behind the edit icon. */
export function ScClientPage() {
  const id = parseId(useParams().id);
  if (id === null) return <Navigate to={paths.notFound()} replace />;
  return (
    <ScShell>
      <ClientView key={id} id={id} />
    </ScShell>
  );
}

/**
 * The sales owners of the client. Decision: the Client of the contract carries no owners, while
 * the user's service projects carry each company's owner list, so the owners are those of the
 * user's projects of this company (the same calls /sc/person makes), shown and never sent.
 * Null while those calls are loading.
 */
function useOwners(clientId: number): string[] | null {
  const session = useSessionStore();
  const [phone] = useState(() => scProfile(session)?.account ?? '');
  const scQueries = useScQueries();
  const options = { enabled: phone !== '', retry: false } as const;
  const todo = useQuery({ ...scQueries.serviceProjects(phone, 1), ...options });
  const overdue = useQuery({ ...scQueries.serviceProjects(phone, 2), ...options });
  const done = useQuery({ ...scQueries.serviceProjects(phone, 3), ...options });
  const queries = [todo, overdue, done];
  if (queries.some((q) => q.isLoading)) return null;
  return ownersOf(clientId, queries.flatMap((q) => q.data?.datas ?? []));
}

function ClientView({ id }: { id: number }) {
  const client = useQuery({ ...useScQueries().client(id), retry: false });
  const owners = useOwners(id);
  return (
    <section className={styles.panel} aria-labelledby="sc-client-title">
      <QueryState query={client}>{client.data ? <Factsheet client={client.data} owners={owners} /> : null}</QueryState>
    </section>
  );
}

function Factsheet({ client, owners }: { client: Client; owners: string[] | null }) {
  const [editing, setEditing] = useState(false);
  const web = client.webUrl ? safeHref(client.webUrl) : null;
  const rows: [string, ReactNode][] = [
    ['公司全称', client.name],
    ['英文名称', client.en],
    ['官网', web ? <a href={web} target="_blank" rel="noopener noreferrer">{client.webUrl}</a> : client.webUrl],
    ['上市状态', client.listedState],
    ['生产基地', client.manufacturingBase],
    ['供应链环节', client.supplyChain],
    ['主要客户', client.majorClient],
    ['主营产品', client.mainProducts],
    ['主要股东', client.stockholders],
    ['销售负责人', owners ? owners.join('、') : '加载中…'],
  ];
  return (
    <>
      <div className={styles.clientHead}>
        {client.logo ? (
          <img className={styles.logo} {...thumbnailImage(client.logo, 96)} alt={`${client.sn} Logo`} />
        ) : (
          <span className={styles.noLogo}>暂无 Logo</span>
        )}
        <div className={styles.clientName}>
          <h1 id="sc-client-title" className={styles.heading}>
            {client.sn}
          </h1>
          <span className={styles.muted}>
            更新于 <time dateTime={dateOnly(client.editTime)}>{dateOnly(client.editTime)}</time>
          </span>
        </div>
        <button type="button" className={styles.iconButton} aria-label="编辑客户资料" aria-haspopup="dialog" onClick={() => setEditing(true)}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              fill="currentColor"
              d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25Zm17.71-10.21a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83Z"
            />
          </svg>
        </button>
      </div>
      <dl className={styles.sheet}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      <ClientFormDialog client={client} owners={owners} open={editing} onOpenChange={setEditing} />
    </>
  );
}

// What the router takes of this route module (config/paths.ts names it): the page.
export { ScClientPage as Component };
