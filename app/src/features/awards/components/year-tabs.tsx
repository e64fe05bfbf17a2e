import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '@hangjia/ui';
import type { ReactNode } from 'react';
import * as styles from './awards.css';

/** A year switcher: one tab per year, the first one open. */
export function YearTabs({ years, label, render }: { years: readonly number[]; label: string; render: (year: number) => ReactNode }) {
  return (
    <TabsRoot defaultValue={String(years[0])}>
      <TabsList className={styles.tabList} aria-label={label}>
        {years.map((year) => (
          <TabsTrigger key={year} value={String(year)} className={styles.tab}>
            {`${year}年`}
          </TabsTrigger>
        ))}
      </TabsList>
      {years.map((year) => (
        <TabsContent key={year} value={String(year)} className={styles.tabPanel}>
          {render(year)}
        </TabsContent>
      ))}
    </TabsRoot>
  );
}
