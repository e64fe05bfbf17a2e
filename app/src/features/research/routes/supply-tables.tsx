import { useQuery } from '@tanstack/react-query';
import { DataTableBody, DataTableCaption, DataTableHeader, DataTableRoot, TabsContent, TabsList, TabsRoot, TabsTrigger, type DataTableColumn } from '@hangjia/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import * as layout from '../../../components/page-layout/page-layout.css';
import { Loading } from '../../../components/page-layout/loading';
import { parseId } from '../../../lib/scope/route-id';
import { chosenTable, useResearchQueries, supplyCell, type SupplyCompany, type SupplyTable } from '../research-queries';
import * as styles from './research.css';
import { failedWithoutData } from '../../../lib/scope/query-errors';
import { thumbnailImage } from '../../../lib/content/thumbnail';

/**
 * The supply-chain comparison tables page (route parameter id = the community id of
 * `listSupplyTables`): the banner name, a row of table names to switch between, and the chosen
 * table — company logo, short name, then its own columns.
 */
export function SupplyTablesPage() {
  const researchQueries = useResearchQueries();
  const cid = parseId(useParams().id)!;
  const { data: tables, isPending, fetchStatus } = useQuery({ ...researchQueries.tables(cid), throwOnError: failedWithoutData });
  const [chosen, setChosen] = useState<string | null>(null);
  const table = chosenTable(tables, chosen);
  return (
    <div className={layout.page}>
      <header className={styles.banner}>
        <h1 className={styles.bannerName}>{table?.banner ?? table?.name ?? ''}</h1>
      </header>
      <section className={layout.panel} aria-label="供应链对比表">
        {isPending && fetchStatus !== 'idle' ? (
          <Loading />
        ) : tables?.length && table ? (
          <TabsRoot value={String(table.id)} onValueChange={setChosen} activationMode="manual">
            <TabsList className={styles.tableNames} aria-label="对比表">
              {tables.map((t) => (
                <TabsTrigger key={t.id} value={String(t.id)} className={layout.pill}>
                  {t.name}
                </TabsTrigger>
              ))}
            </TabsList>
            {tables.map((t) => (
              <TabsContent key={t.id} value={String(t.id)} className={styles.tablePanel}>
                <ComparisonTable table={t} />
              </TabsContent>
            ))}
          </TabsRoot>
        ) : (
          <p className={layout.status}>暂无数据</p>
        )}
      </section>
    </div>
  );
}

/** The columns of a table: company logo and short name (fixed), then the table's own. */
export function supplyColumns(table: SupplyTable): DataTableColumn<SupplyCompany>[] {
  return [
    {
      key: 'logo',
      header: '企业',
      fixed: true,
      cell: (company) => <img {...thumbnailImage(company.logo, 80)} alt={company.name} width={80} height={40} className={styles.logo} loading="lazy" />,
    },
    { key: 'name', header: '简称', fixed: true },
    ...table.columns.map(
      (column): DataTableColumn<SupplyCompany> => ({
        key: `c${column.id}`,
        header: column.name,
        cell: (company) => supplyCell(table, company.id, column.id),
      }),
    ),
  ];
}

function ComparisonTable({ table }: { table: SupplyTable }) {
  return (
    <div className={styles.scroller} role="region" aria-label={table.name} tabIndex={0}>
      <DataTableRoot className={styles.table} columns={supplyColumns(table)} rows={table.companys} getRowKey={(c) => c.id} manualSort>
        <DataTableCaption className={layout.visuallyHidden}>{table.name}</DataTableCaption>
        <DataTableHeader />
        <DataTableBody />
      </DataTableRoot>
    </div>
  );
}

// What the router takes of this route module (config/paths.ts names it): the page and its loader.
export { SupplyTablesPage as Component };
export { supplyTablesLoader as loader } from './research.loader';
