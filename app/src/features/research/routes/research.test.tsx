import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { createBrowserScope } from '../../../lib/scope/api';
import { renderSite } from '../../../../test/site';
import { startTwin } from '../../../../test/twin';
import { paths } from '../../../config/paths';

// The partner API's pages: a research video (/canyan/{id}) and the supply-chain tables (/gyl/{cid}).
const twin = startTwin();
const scope = createBrowserScope();

describe('research', () => {
  test('/canyan/{id}: the research video’s title and image from the partner API', async () => {
    renderSite(paths.canyan(2101), scope);
    const title = '参研视频｜晶芯光电：Mini LED量产进展';
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: title })).toHaveAttribute('src', expect.stringMatching(/video-2101\.png$/));
    expect(twin.requestsTo('/partner/research_video_detail').map((request) => request.url.searchParams.get('id'))).toEqual(['2101']);
  });

  test('/gyl/{cid}: the banner name, a row of table names to switch between, logo, short name, then the table’s own columns', async () => {
    const user = userEvent.setup();
    renderSite(paths.gyl(601), scope);
    expect(await screen.findByRole('heading', { level: 1, name: '行家说供应链数据库' })).toBeInTheDocument();
    expect(twin.requestsTo('/partner/supply/tables').map((request) => request.url.searchParams.get('cid'))).toEqual(['601']);
    const names = within(screen.getByRole('tablist', { name: '对比表' })).getAllByRole('tab');
    expect(names.map((tab) => tab.textContent)).toEqual(['Mini LED背光供应链', 'LED直显供应链', '碳化硅衬底供应链']);
    const table = within(screen.getByRole('tabpanel')).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['企业', '简称', '主营产品', '产能(万片/月)', '主要客户', '所在地']);
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByRole('img')).toHaveAttribute('alt', '晶芯光电');
    expect(within(first).getAllByRole('cell').slice(1).map((cell) => cell.textContent)).toEqual(['晶芯光电', 'Mini LED', '5', '天衡显示、紫源光电', '深圳']);

    await user.click(names[1]!);
    await waitFor(() => expect(within(screen.getByRole('tabpanel')).getByRole('table', { name: 'LED直显供应链' })).toBeInTheDocument());
    expect(names[1]).toHaveAttribute('aria-selected', 'true');
  });
});
