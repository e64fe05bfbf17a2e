import { useState } from 'react';
import * as LoginDialog from '@hangjia/ui/login-dialog';
import { Example } from '../layout';
import { wait } from '../wait';

export function LoginDemo() {
  const [scOpen, setScOpen] = useState(false);
  return (
    <div className="row">
      <Example title="门户登录：手机 / 邮箱验证码 / 微信扫码（验证码 1234 可登录）">
        <LoginDialog.Root
          qrUrl="about:blank"
          onSendCode={async () => {
            await wait(300);
            return true;
          }}
          onSubmit={async ({ code }) => {
            await wait(300);
            if (code !== '1234') throw new Error('验证码错误');
          }}
        >
          <LoginDialog.Trigger className="button">登录</LoginDialog.Trigger>
          <LoginDialog.Content className="dialog" overlayProps={{ className: 'overlay' }} />
        </LoginDialog.Root>
      </Example>
      <Example title="服务器消息（error 属性）">
        <LoginDialog.Root error="登录失败,您没有报名此活动" modes={['phone', 'email']}>
          <LoginDialog.Trigger className="button">活动资料登录</LoginDialog.Trigger>
          <LoginDialog.Content className="dialog" overlayProps={{ className: 'overlay' }} />
        </LoginDialog.Root>
      </Example>
      <Example title="供应链：不可关闭，登录成功后关闭">
        <button type="button" className="button" onClick={() => setScOpen(true)}>
          打开 登录供应链系统
        </button>
        <LoginDialog.Root
          open={scOpen}
          onOpenChange={setScOpen}
          closable={false}
          modes={['phone']}
          labels={{ title: '登录供应链系统' }}
          onSendCode={async () => true}
          onSubmit={() => wait(300)}
        >
          <LoginDialog.Content className="dialog" overlayProps={{ className: 'overlay' }} />
        </LoginDialog.Root>
      </Example>
    </div>
  );
}
