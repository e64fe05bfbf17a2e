import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { createBrowserScope } from '../../../lib/scope/api';
import { renderSite } from '../../../../test/site';
import { startTwin } from '../../../../test/twin';
import { paths } from '../../../config/paths';

// 季报 (/irs) and 白皮书/报告 (/reports).
const twin = startTwin();
const scope = createBrowserScope();

const region = (name: string) => screen.getByRole('region', { name });
/** The years of a section of /irs, as its headings say them. */
const years = (section: string) => within(region(section)).queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
/** The names of the papers of a section of /reports, in order (each entry: its cover's link, then its name's). */
const papers = (section: string) => [...within(region(section)).getAllByRole('list')[0]!.children].map((entry) => within(entry as HTMLElement).getAllByRole('link')[1]!.textContent);

describe('reports', () => {
  test('/irs: the sales information, covers by year, and the old archive only up to 2021', async () => {
    renderSite(paths.irs(), scope);
    await waitFor(() => expect(years('往期季报')).toEqual(['2021年', '2020年', '2019年']));
    const archive = twin.requestsTo('/irs/reports').filter((request) => request.url.searchParams.get('before') === '2021');
    expect(archive).toHaveLength(1);
    expect(screen.getAllByRole('definition').map((price) => price.textContent!.replace(/\s+/g, ''))).toEqual(['4000元', '12000元']);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['单期', '四期']);
    expect(screen.getByText('PDF 版本，发送至企业')).toBeInTheDocument();
    await waitFor(() => expect(years('季报封面').length).toBeGreaterThan(0));
    expect(years('季报封面').every((year) => Number.parseInt(year!, 10) > 2021)).toBe(true);
  });

  test('/reports: white papers in 调研中, 最新发布 and 往期推荐, and the reports, opening their pages in a new window', async () => {
    renderSite(paths.reports(), scope);
    await waitFor(() => expect(papers('调研中')).toEqual(['2025Mini/Micro LED显示产业调研白皮书']));
    expect(papers('最新发布')).toEqual(['2025第三代半导体功率器件调研白皮书', '2024UV LED应用市场调研白皮书']);
    expect(papers('往期推荐')).toContain('2021 LED显示屏调研白皮书');
    expect(within(region('最新发布')).getByText('预计 2025-02-15 发布')).toBeInTheDocument();
    await waitFor(() => expect(within(region('行业报告')).getAllByRole('link')).toHaveLength(7));
    expect(within(region('调研中')).getAllByRole('link')[0]).toHaveAttribute('target', '_blank');
  });
});
