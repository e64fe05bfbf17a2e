import { useRef, useState } from 'react';
import * as LoadMore from '@hangjia/ui/load-more';
import { Example } from '../layout';
import { wait } from '../wait';

function Feed({ title, load, hasMore }: { title: string; load: () => Promise<boolean>; hasMore?: boolean }) {
  const [items, setItems] = useState(['第 1 条']);
  return (
    <Example title={title}>
      <LoadMore.Root
        className="load-more"
        hasMore={hasMore}
        onLoadMore={async () => {
          const more = await load();
          setItems((list) => [...list, `第 ${list.length + 1} 条`]);
          return more;
        }}
      >
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <LoadMore.Trigger />
        <LoadMore.Status />
      </LoadMore.Root>
    </Example>
  );
}

export function LoadMoreDemo() {
  const pages = useRef(0);
  return (
    <div className="row">
      <Feed
        title="正常：第三页后没有更多"
        load={async () => {
          await wait(600);
          pages.current += 1;
          return pages.current < 3;
        }}
      />
      <Feed
        title="加载中（很慢）"
        load={async () => {
          await wait(60_000);
          return true;
        }}
      />
      <Feed
        title="加载失败"
        load={async () => {
          await wait(300);
          throw new Error('network');
        }}
      />
      <Feed title="一开始就没有更多" hasMore={false} load={async () => false} />
    </div>
  );
}
