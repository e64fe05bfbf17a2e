import { useState } from 'react';
import * as DataTable from '@hangjia/ui/data-table';
import type { DataTableColumn } from '@hangjia/ui';
import { Example } from '../layout';

interface Service {
  id: number;
  contract: string;
  owner: string;
  soft: number;
  topic: number;
  site: number;
  wechat: number;
}

const rows: Service[] = [
  { id: 1, contract: 'HT-2024-001', owner: '张三', soft: 3, topic: 1, site: 2, wechat: 5 },
  { id: 2, contract: 'HT-2024-002', owner: '李四', soft: 8, topic: 0, site: 4, wechat: 1 },
  { id: 3, contract: 'HT-2024-003', owner: '王五', soft: 1, topic: 2, site: 0, wechat: 7 },
];

const columns: DataTableColumn<Service>[] = [
  { key: 'contract', header: '合同 / 负责人', fixed: true, clickable: false, cell: (row) => `${row.contract} ${row.owner}` },
  {
    key: 'content',
    header: '内容服务',
    children: [
      { key: 'soft', header: '软文', sortable: true },
      { key: 'topic', header: '专题', sortable: true },
    ],
  },
  {
    key: 'ads',
    header: '广告服务',
    children: [
      { key: 'site', header: '网站', sortable: true },
      { key: 'wechat', header: '公众号', sortable: true },
    ],
  },
];

export function DataTableDemo() {
  const [clicked, setClicked] = useState('');
  return (
    <Example title="首列固定、分组表头、可排序、单元格可点">
      <div className="table-scroll">
        <DataTable.Root className="table" columns={columns} rows={rows} getRowKey={(row) => row.id} onCellClick={(row, column) => setClicked(`${row.contract} · ${String(column.header)}`)}>
          <DataTable.Caption>客户服务进度</DataTable.Caption>
          <DataTable.Header />
          <DataTable.Body />
        </DataTable.Root>
      </div>
      <p role="status">{clicked && `点击了 ${clicked}`}</p>
    </Example>
  );
}
