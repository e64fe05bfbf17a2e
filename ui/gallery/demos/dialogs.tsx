import { useState } from 'react';
import * as Alert from '@hangjia/ui/alert';
import * as ConfirmDialog from '@hangjia/ui/confirm-dialog';
import { useAlert, useConfirm, useToast } from '@hangjia/ui';
import { Example } from '../layout';

// ConfirmDialog, Alert and Toast share one row: the confirms write to the same log.
export function DialogsDemo() {
  const { confirm, dialogProps } = useConfirm();
  const { alert, dialogProps: alertProps } = useAlert();
  const toast = useToast();
  const [log, setLog] = useState('');
  return (
    <div className="row">
      <Example title="确认：放弃回答">
        <ConfirmDialog.Root message="放弃回答此问题?" onConfirm={() => setLog('已放弃')} onCancel={() => setLog('已取消')}>
          <ConfirmDialog.Trigger className="button">放弃</ConfirmDialog.Trigger>
          <ConfirmDialog.Content className="dialog" overlayProps={{ className: 'overlay' }} />
        </ConfirmDialog.Root>
        <p role="status">{log}</p>
      </Example>
      <Example title="确认（useConfirm）：关闭回答框">
        <button
          type="button"
          className="button"
          onClick={async () => setLog((await confirm('关闭后会清空回答内容, 确认关闭?')) ? '已清空' : '继续编辑')}
        >
          关闭回答框
        </button>
        <ConfirmDialog.Root {...dialogProps}>
          <ConfirmDialog.Content className="dialog" overlayProps={{ className: 'overlay' }} />
        </ConfirmDialog.Root>
      </Example>
      <Example title="提示">
        <Alert.Root message="极光奖申报已截止">
          <Alert.Trigger className="button">申报</Alert.Trigger>
          <Alert.Content className="dialog" overlayProps={{ className: 'overlay' }} />
        </Alert.Root>{' '}
        <button type="button" className="button" onClick={() => alert({ title: '提示', message: '成功提问' })}>
          提问
        </button>
        <Alert.Root {...alertProps}>
          <Alert.Content className="dialog" overlayProps={{ className: 'overlay' }} />
        </Alert.Root>
      </Example>
      <Example title="消息">
        <button type="button" className="button" onClick={() => toast.success('设置成功')}>
          成功消息
        </button>{' '}
        <button type="button" className="button" onClick={() => toast.error('填写公司简称、时间信息')}>
          错误消息
        </button>
      </Example>
    </div>
  );
}
