// Charts of 行家说Research: a picture, its source and its author.
import { sampleDate, ok, unauthorized, type Examples } from '../kit.ts';
import type { SampleWorld } from '../world.ts';

export function chartSamples(w: SampleWorld) {
  const { rnd } = w;
  const charts = Array.from({ length: 64 }, (_, i) => {
    const w0 = w.words();
    const title = `${w0.year}年${w0.seg}${rnd.pick(['出货量', '市场规模', '价格走势', '产能分布', '渗透率'])}${rnd.pick(['统计', '预测', 'TOP10', '季度对比'])}`;
    const id = 11001 + i;
    const author = w.experts[(i * 3) % w.experts.length]!;
    return {
      id,
      title,
      desc: `行家说Research根据产业链调研数据整理，${w0.seg}相关数据截至${w0.year}年第${rnd.int(1, 4)}季度。`,
      img: w.image(`sc/chart-${id}.png`, 800, 600, title, '行家说Research'),
      date: sampleDate(200 + i * 1900),
      createrName: author.name,
      srcTitle: `行家说Research《${w0.year}${w0.seg}产业调研报告》`,
      srcUrl: `https://research.example.com/report/${id}`,
    };
  });

  const examples: Examples = {
    listCharts: {
      default: ok({ total: 64, data: charts.slice(0, 9) }, 'The first screen: 9 charts of 64'),
      empty: ok({ total: 0, data: [] }, 'No charts for this keyword'),
      lastPage: ok({ total: 51, data: charts.slice(45, 51) }, 'The last page of a 51-chart search (9, then 18 and 18, then these 6)'),
      unauthorized: unauthorized(),
    },
  };
  return { charts, examples };
}
