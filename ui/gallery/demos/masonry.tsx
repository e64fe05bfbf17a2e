import * as Masonry from '@hangjia/ui/masonry';
import { Example } from '../layout';

const notices = [
  ['股份变动', 180],
  ['政府补助', 90],
  ['投资者交流', 140],
  ['业绩公告', 220],
  ['其他', 100],
  ['股份变动', 160],
  ['政府补助', 120],
] as const;

export function MasonryDemo() {
  return (
    <Example title="列宽 280，间距 20；源顺序不变，每张卡片放进最短的一列（高度自动测量）">
      <Masonry.Root className="masonry" columnWidth={280} gap={20}>
        {notices.map(([tag, height], i) => (
          <Masonry.Item key={i} className="card" style={{ minHeight: height }}>
            <strong>
              {i + 1}. {tag}
            </strong>
            <p>至少高 {height} px</p>
          </Masonry.Item>
        ))}
      </Masonry.Root>
    </Example>
  );
}
