import * as Tabs from '@hangjia/ui/tabs';
import { Example } from '../layout';

export function TabsDemo() {
  return (
    <Example title="邀请的问题">
      <Tabs.Root className="tabs" defaultValue="wait">
        <Tabs.List className="tab-list" aria-label="邀请的问题">
          <Tabs.Trigger value="wait" count={3}>
            待回答
          </Tabs.Trigger>
          <Tabs.Trigger value="answered" count={12}>
            已回答
          </Tabs.Trigger>
          <Tabs.Trigger value="given-up" count={0}>
            已放弃
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="wait">3 个问题等你回答。</Tabs.Content>
        <Tabs.Content value="answered">12 个已回答。</Tabs.Content>
        <Tabs.Content value="given-up">没有放弃的问题。</Tabs.Content>
      </Tabs.Root>
    </Example>
  );
}
