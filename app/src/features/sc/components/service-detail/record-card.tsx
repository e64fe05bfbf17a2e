import type { components } from '@hangjia/sdk';
import { isCreator } from '../../sc-binding';
import * as sc from '../sc.css';
import { DeleteRecord } from './record-actions';
import { AdView, ArticleView, DescriptionView } from './record-views';

type AnyRecord = components['schemas']['ServiceDetail']['issues'][number];

/** One record of an item: who wrote it and when, its view by type; its creator may delete it. */
export function RecordCard({ record, account }: { record: AnyRecord; account: string }) {
  const mine = isCreator(record, account);
  const by = 'createUser' in record && record.createUser ? record.createUser : '';
  const date = 'date' in record && record.date ? record.date : '';
  return (
    <article className={sc.record} aria-label={`记录 ${record.id}`}>
      <div className={sc.recordHead}>
        {by ? <span>{by}</span> : null}
        {date ? <span className={sc.muted}>{date}</span> : null}
        {mine ? (
          <span style={{ marginLeft: 'auto' }}>
            <DeleteRecord recordId={record.id} />
          </span>
        ) : null}
      </div>
      {record.type === 1 ? <DescriptionView record={record} mine={mine} /> : null}
      {record.type === 2 ? <AdView record={record} mine={mine} /> : null}
      {record.type === 3 || record.type === 4 ? <ArticleView record={record} /> : null}
    </article>
  );
}
