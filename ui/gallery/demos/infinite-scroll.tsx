import { useState } from 'react';
import * as InfiniteScroll from '@hangjia/ui/infinite-scroll';
import { Example } from '../layout';
import { wait } from '../wait';

export function InfiniteScrollDemo() {
  const [items, setItems] = useState(() => Array.from({ length: 12 }, (_, i) => `图表 ${i + 1}`));
  return (
    <Example title="在框内滚动到距底部 300 px 内时自动加载（每秒最多一次），共 60 条">
      <InfiniteScroll.Root
        className="scroll-box"
        scrollContainer="self"
        tabIndex={0}
        aria-label="图表列表"
        onLoadMore={async () => {
          await wait(500);
          const next = items.length + 12;
          setItems(Array.from({ length: next }, (_, i) => `图表 ${i + 1}`));
          return next < 60;
        }}
      >
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <InfiniteScroll.Trigger />
        <InfiniteScroll.Status />
      </InfiniteScroll.Root>
    </Example>
  );
}
