import { useState } from 'react';
import * as Cascader from '@hangjia/ui/cascader';
import * as Popover from '@hangjia/ui/popover';
import type { CascaderOption } from '@hangjia/ui';
import { Example } from '../layout';

const serviceTypes: CascaderOption[] = [
  {
    value: 'content',
    label: '内容服务',
    children: [
      { value: 'soft-a', label: '软文A类' },
      { value: 'soft-b', label: '软文B类' },
      { value: 'reprint-c', label: '转载C类' },
      { value: 'other', label: '其它服务' },
    ],
  },
  {
    value: 'topic',
    label: '专题',
    children: [
      { value: 'year', label: '年度专题包' },
      { value: 'single', label: '单次专题包' },
    ],
  },
  { value: 'report', label: '报告', disabled: true },
];

export function CascaderDemo() {
  const [types, setTypes] = useState<string[]>(['soft-a']);
  return (
    <Example title="服务类型（多选）">
      <Cascader.Root className="cascader" aria-label="服务类型" options={serviceTypes} value={types} onValueChange={setTypes} defaultExpanded={['content']} />
      <p>已选：{types.join('、') || '无'}</p>
      <Popover.Root>
        <Popover.Trigger className="button">在弹出框中选择（已选 {types.length} 项）</Popover.Trigger>
        <Popover.Content className="popover" aria-label="服务类型" sideOffset={6}>
          <Cascader.Root className="cascader" aria-label="服务类型" options={serviceTypes} value={types} onValueChange={setTypes} />
        </Popover.Content>
      </Popover.Root>
    </Example>
  );
}
