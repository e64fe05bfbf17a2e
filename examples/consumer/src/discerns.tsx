// A paged list with the Pager (the SDK README): the page hook keeps the last page while the next
// one loads, so the list and the pager stay in place.
import { defaultErrorMessage } from '@hangjia/sdk';
import { useListDiscerns } from '@hangjia/sdk/react';
import * as Pager from '@hangjia/ui/pager';
import { useState } from 'react';

export function Discerns() {
  const [page, setPage] = useState(1);
  const discerns = useListDiscerns({ pagesize: 45, pageindex: page });
  if (discerns.isError) return <p role="alert">{discerns.error.msg || defaultErrorMessage(discerns.error.kind)}</p>;
  return (
    <section aria-label="行业数据" aria-busy={discerns.isFetching}>
      <ul>
        {discerns.items.map((item) => (
          <li key={item.id}>{item.title}</li>
        ))}
      </ul>
      <Pager.Root totalPages={discerns.totalPages ?? 1} page={page} onPageChange={setPage} labels={{ nav: '行业数据分页' }} />
    </section>
  );
}
