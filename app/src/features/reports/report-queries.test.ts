import { describe, expect, test } from 'vitest';
import { byYear, IRS_PRICES, splitArchive, type QuarterlyReport } from './report-queries';

const r = (year: number, quarter: number): QuarterlyReport => ({ id: year * 10 + quarter, productYear: year, year, quarter, logo: `irs-${year}-${quarter}.svg` });

describe('quarterly reports', () => {
  test('the sales information: 4000 yuan a single issue, 12000 for four', () => {
    expect(IRS_PRICES).toEqual({ single: 4000, four: 12000 });
  });

  test('covers group by year, newest first', () => {
    const years = byYear([r(2023, 1), r(2024, 2), r(2023, 4), r(2024, 3)]);
    expect(years.map((y) => y.year)).toEqual([2024, 2023]);
    expect(years[1]!.reports.map((x) => x.quarter)).toEqual([4, 1]);
  });

  test('the old archive holds only reports up to 2021, each once', () => {
    const current = [r(2024, 1), r(2022, 4), r(2021, 4), r(2019, 1)];
    const archive = [r(2021, 4), r(2020, 2), r(2022, 1)];
    const split = splitArchive(current, archive);
    expect(split.current.map((x) => x.productYear)).toEqual([2024, 2022]);
    expect(split.archive.map((x) => x.id).sort((a, b) => a - b)).toEqual([20191, 20202, 20214]);
    expect(split.archive.every((x) => x.productYear <= 2021)).toBe(true);
  });
});
