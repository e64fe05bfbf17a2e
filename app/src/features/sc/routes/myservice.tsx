import { useQuery } from '@tanstack/react-query';
import { CascaderRoot } from '@hangjia/ui';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { QueryState } from '../components/query-state';
import { ScShell } from '../components/sc-shell';
import { ServiceDetailDialog } from '../components/service-detail/service-detail-dialog';
import { cascaderOptions, itemIdsOf, visibleGroups } from '../service-table';
import { ServiceTable } from '../components/service-table-view';
import * as styles from '../components/data-pages.css';
import { useSessionStore } from '@hangjia/sdk/react';
import { scProfile } from '../sc-session';
import { useScQueries } from '../sc-queries';

/** /sc/myservice (MyCrmService): the customer progress table of an account (`?account=`, else the user's). */
export function ScMyServicePage() {
  return (
    <ScShell>
      <MyCrmService />
    </ScShell>
  );
}

function MyCrmService() {
  const [search] = useSearchParams();
  const session = useSessionStore();
  const [own] = useState(() => scProfile(session)?.account ?? '');
  const account = search.get('account')?.trim() || own;
  const [selected, setSelected] = useState<string[]>([]);
  const [openItem, setOpenItem] = useState<number | null>(null);
  const itemIds = itemIdsOf(selected);
  const table = useQuery({
    ...useScQueries().serviceColumns(account, itemIds),
    // The last table stays while a new filter loads, so the page does not jump.
    retry: false,
    placeholderData: (previous) => previous,
  });
  const options = useMemo(() => cascaderOptions(table.data?.serviceTypes ?? []), [table.data?.serviceTypes]);
  const groups = useMemo(() => (table.data ? visibleGroups(table.data, selected) : []), [table.data, selected]);
  const onOpen = useCallback((serviceId: number) => setOpenItem(serviceId), []);
  const rows = table.data?.rows ?? [];

  return (
    <section className={styles.panel} aria-labelledby="sc-myservice-title">
      <div className={styles.head}>
        <h1 id="sc-myservice-title" className={styles.heading}>
          客户服务进度
        </h1>
        {account ? <span className={styles.muted}>账号 {account}</span> : null}
      </div>
      <QueryState query={table}>
        <div className={styles.filter}>
          <div className={styles.filterBar}>
            <span id="sc-service-types" className={styles.label}>
              服务类型（可多选）
            </span>
            {selected.length ? (
              <button type="button" className={styles.chip} onClick={() => setSelected([])}>
                清空筛选
              </button>
            ) : null}
          </div>
          <CascaderRoot
            key={options.map((o) => o.value).join()}
            className={styles.cascader}
            aria-labelledby="sc-service-types"
            options={options}
            value={selected}
            onValueChange={setSelected}
            defaultExpanded={options.map((o) => o.value)}
          />
        </div>
        {rows.length === 0 ? (
          <p className={styles.status}>暂无服务项目</p>
        ) : (
          <div className={styles.tableScroll} role="region" aria-label="服务进度表（可横向滚动）" tabIndex={0}>
            <ServiceTable groups={groups} rows={rows} onOpen={onOpen} />
          </div>
        )}
      </QueryState>
      <ServiceDetailDialog itemId={openItem ?? 0} open={openItem !== null} onOpenChange={(open) => (!open ? setOpenItem(null) : undefined)} />
    </section>
  );
}

// What the router takes of this route module (config/paths.ts names it): the page.
export { ScMyServicePage as Component };
