import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '@hangjia/ui';
import type { ReactNode } from 'react';
import * as layout from '../../../components/page-layout/page-layout.css';
import { feedTabs, type FeedTab } from '../profile-queries';

export interface FeedTabsProps {
  label: string;
  /** The feed of a tab; rendered only while its tab is chosen (its first load starts then). */
  children: (type: FeedTab) => ReactNode;
}

/** The tabs 动态 and 精选 over a feed. */
export function FeedTabs({ label, children }: FeedTabsProps) {
  return (
    <TabsRoot defaultValue="1">
      <TabsList className={layout.tabList} aria-label={label}>
        {feedTabs.map((tab) => (
          <TabsTrigger key={tab.value} value={String(tab.value)} className={layout.tab}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {feedTabs.map((tab) => (
        <TabsContent key={tab.value} value={String(tab.value)} className={layout.tabPanel}>
          {children(tab.value)}
        </TabsContent>
      ))}
    </TabsRoot>
  );
}
