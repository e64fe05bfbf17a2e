import { useState } from 'react';
import * as Pager from '@hangjia/ui/pager';
import { Example } from '../layout';

export function PagerDemo() {
  const [page, setPage] = useState(1);
  return (
    <>
      <Example title={`12 页，当前第 ${page} 页`}>
        <Pager.Root className="pager" labels={{ nav: '分页一' }} total={240} pageSize={20} page={page} onPageChange={setPage} />
      </Example>
      <Example title="数据列表：每页 45 条，pager count 11，两侧省略">
        <Pager.Root className="pager" labels={{ nav: '数据列表分页' }} total={45 * 30} pageSize={45} defaultPage={15} />
      </Example>
      <Example title="活动资讯：只有 pager 和 下一页">
        <Pager.Root className="pager" labels={{ nav: '资讯分页' }} layout="pager, next" total={200} pageSize={20} />
      </Example>
      <Example title="最后一页（下一页不可用）">
        <Pager.Root className="pager" labels={{ nav: '最后一页示例' }} totalPages={5} defaultPage={5} />
      </Example>
    </>
  );
}
