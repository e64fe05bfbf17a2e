import { useState } from 'react';
import { RedirectCountdown } from '@hangjia/ui';
import { Example } from '../layout';

export function RedirectDemo() {
  const [run, setRun] = useState(0);
  const [done, setDone] = useState(false);
  return (
    <Example title="404：5 秒后回到首页">
      <p>
        <RedirectCountdown key={run} className="timer" onDone={() => setDone(true)}>
          {(n) => (
            <>
              页面飞走了, {n}s 后回到 <a href="#home">首页</a>
            </>
          )}
        </RedirectCountdown>
      </p>
      <p>{done ? '（已跳转）' : '（倒计时中）'}</p>
      <button
        type="button"
        className="button"
        onClick={() => {
          setDone(false);
          setRun((n) => n + 1);
        }}
      >
        重新开始
      </button>
    </Example>
  );
}
