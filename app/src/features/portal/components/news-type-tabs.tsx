import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '@hangjia/ui';
import type { ReactNode } from 'react';
import * as layout from '../../../components/page-layout/page-layout.css';
import { newsTypes, parseNewsType, type NewsType } from '../news-type';
import * as styles from './news-type-tabs.css';

export interface NewsTypeTabsProps {
  value: NewsType;
  onValueChange: (type: NewsType) => void;
  /** The list of the chosen type. */
  children: ReactNode;
  label?: string;
}

/** The news-type choice (行家说报道, 其它报道, 每日热榜) over the list of the chosen type. */
export function NewsTypeTabs({ value, onValueChange, children, label = '资讯类型' }: NewsTypeTabsProps) {
  return (
    <TabsRoot
      value={String(value)}
      onValueChange={(next) => {
        const type = parseNewsType(next);
        if (type) onValueChange(type);
      }}
      activationMode="manual"
    >
      <TabsList className={styles.list} aria-label={label}>
        {newsTypes.map((type) => (
          <TabsTrigger key={type.value} value={String(type.value)} className={layout.tab}>
            {type.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {newsTypes.map((type) => (
        <TabsContent key={type.value} value={String(type.value)} className={layout.tabPanel}>
          {type.value === value ? children : null}
        </TabsContent>
      ))}
    </TabsRoot>
  );
}
