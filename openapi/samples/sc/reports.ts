// The user's white papers and quarterly reports.
import { ok, unauthorized, type Examples } from '../kit.ts';
import type { SampleWorld } from '../world.ts';

export function reportSamples(w: SampleWorld) {
  const wpNames = ['Mini/Micro LED显示产业调研白皮书', '第三代半导体功率器件调研白皮书', 'LED显示屏出海调研白皮书', '车载显示产业调研白皮书'];
  const wps = wpNames.map((name, i) => {
    const year = 2025 - Math.floor(i / 2);
    const id = 1700000000000 + [0, 1, 3, 4][i]! * 86400000;
    return {
      id,
      logo: w.image(`sc/wp-${i + 1}.png`, 300, 420, name, String(year)),
      shareUrl: `https://events.example.com/wp/${id}`,
      productName: `${year}${name}`,
      productYear: year,
      fabuTime: `${year}-0${3 + i}-15`,
      done: i < 2 ? 1 : 0,
      publishedOnline: i === 0 ? 0 : 1,
      onlyOfflineSale: 0,
      state: i === 0 ? 0 : 1,
      typeList: [{ key: 'pdf', name: '电子版', price: 6800, priceZaoniao: 5800 }],
    };
  });
  const reports = [
    [2024, 3], [2024, 2], [2024, 1], [2023, 4], [2023, 3], [2023, 2],
  ].map(([year, quarter]) => ({
    id: year! * 10 + quarter!,
    productYear: year!,
    year: year!,
    quarter: quarter!,
    title: `行家说季报 ${year}年Q${quarter}`,
    logo: w.image(`sc/irs-${year}-${quarter}.png`, 300, 420, '行家说季报', `${year}年第${quarter}季度`),
    catalogues: ['Mini/Micro LED', 'LED显示屏', '第三代半导体', 'UV LED', '重点企业动态'],
  }));

  const examples: Examples = {
    listMyReports: {
      default: ok({ wps, reports }, 'Four white papers (the first one 调研中) and six quarterly reports'),
      empty: ok({ wps: [], reports: [] }, 'No white papers and no reports'),
      unauthorized: unauthorized(),
    },
  };
  return { wps, reports, examples };
}
