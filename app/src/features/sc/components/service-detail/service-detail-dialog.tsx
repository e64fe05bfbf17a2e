import type { components } from '@hangjia/sdk';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DialogShell } from '../../../../components/dialog/dialog-shell';
import * as dialog from '../../../../components/dialog/dialog.css';
import { useSessionStore } from '@hangjia/sdk/react';
import { useScQueries } from '../../sc-queries';
import { scProfile } from '../../sc-session';
import { QueryState } from '../query-state';
import * as sc from '../sc.css';
import { AdBindingDialog } from './ad-binding-dialog';
import { CompanyBindingForm } from './company-binding-form';
import { DescriptionDialog } from './description-dialog';
import { DownloadReport } from './download-report';
import { RecordCard } from './record-card';

type Detail = components['schemas']['ServiceDetail'];

export interface ServiceDetailDialogProps {
  /** The service item (issue) whose records are shown; nothing is fetched while closed. */
  itemId: number | string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The records of a service item with its report download and the actions of its type. */
export function ServiceDetailDialog({ itemId, open, onOpenChange }: ServiceDetailDialogProps) {
  const id = Number(itemId);
  const detail = useQuery({ ...useScQueries().serviceItem(id), enabled: open && Number.isFinite(id) });
  const item = detail.data;
  return (
    <DialogShell
      look="panel"
      open={open}
      onOpenChange={onOpenChange}
      title={item ? item.name : '服务详情'}
      actions={item ? <DownloadReport itemId={item.id} /> : null}
    >
      <div className={dialog.body}>
        <QueryState query={detail}>{item ? <DetailBody item={item} /> : null}</QueryState>
      </div>
    </DialogShell>
  );
}

/** What an item's type adds: 1 a description, 2 an ad (each in its dialog); 3 and 4 bind a company in place. */
const ADD = { 1: '添加描述', 2: '绑定广告' } as const;

function DetailBody({ item }: { item: Detail }) {
  const session = useSessionStore();
  const [profile] = useState(() => scProfile(session));
  const account = profile?.account ?? '';
  const [adding, setAdding] = useState(false);
  const records = item.issues;
  const add = { itemId: item.id, phone: account, open: adding, onOpenChange: setAdding };
  return (
    <>
      <p className={sc.muted}>
        {[item.companyName, item.projectCode ? `合同 ${item.projectCode}` : '', item.executor?.length ? `执行人 ${item.executor.join('、')}` : '']
          .filter(Boolean)
          .join(' · ')}
      </p>
      {item.type === 1 || item.type === 2 ? (
        <div className={sc.row}>
          <button type="button" className={sc.button} onClick={() => setAdding(true)}>
            {ADD[item.type]}
          </button>
        </div>
      ) : null}
      {item.type === 3 || item.type === 4 ? <CompanyBindingForm itemId={item.id} itemName={item.name} type={item.type} phone={account} /> : null}

      <section aria-label="服务记录" className={sc.field}>
        <h3 className={sc.heading}>服务记录（{records.length}）</h3>
        {records.length === 0 ? <p className={sc.muted}>暂无记录</p> : null}
        {records.map((record) => (
          <RecordCard key={record.id} record={record} account={account} />
        ))}
      </section>

      {item.type === 1 ? <DescriptionDialog {...add} /> : null}
      {item.type === 2 ? <AdBindingDialog {...add} /> : null}
    </>
  );
}
