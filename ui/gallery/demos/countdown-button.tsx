import { CountdownButton } from '@hangjia/ui';
import { Example } from '../layout';
import { wait } from '../wait';

export function CountdownDemo() {
  return (
    <div className="row">
      <Example title="发送成功：默认 60 秒倒计时">
        <CountdownButton className="button" onClick={async () => true} />
      </Example>
      <Example title="发送失败：立即恢复">
        <CountdownButton
          className="button"
          onClick={async () => {
            await wait(500);
            return false;
          }}
        />
      </Example>
      <Example title="10 秒，自定义文字">
        <CountdownButton className="button" seconds={10} labels={{ counting: '{n} 秒后重发' }} />
      </Example>
      <Example title="禁用">
        <CountdownButton className="button" disabled />
      </Example>
    </div>
  );
}
