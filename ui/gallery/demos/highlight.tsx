import { useState } from 'react';
import { Highlight } from '@hangjia/ui';
import { Example } from '../layout';

export function HighlightDemo() {
  const [keywords, setKeywords] = useState('mini led 显示');
  return (
    <Example title="关键词按空格分开，不区分大小写">
      <label>
        关键词 <input value={keywords} onChange={(event) => setKeywords(event.target.value)} />
      </label>
      <p>
        <Highlight className="highlight" text="Mini LED 背光与 Micro LED 直显：新型显示产业的两条路线 (2024)" keywords={keywords} />
      </p>
    </Example>
  );
}
