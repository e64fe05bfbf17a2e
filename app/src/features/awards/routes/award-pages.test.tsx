import '@testing-library/jest-dom/vitest';
import type { components } from '@hangjia/sdk';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createBrowserScope } from '../../../lib/api';
import { shareQueriesOf } from '../../../components/share/share-queries';
import { awardQueriesOf } from '../award-queries';
import { Led2021Page } from './led2021';
import { Led2022Page } from './led2022';
import { Led2023Page } from './led2023';
import { Led2024Page } from './led2024';

type AwardPage = components['schemas']['AwardPage'];

const scope = createBrowserScope();
const awardQueries = awardQueriesOf(scope.api);

const img = (name: string) => `http://127.0.0.1:4010/assets/awards/${name}.svg`;
const lists = (year: number): AwardPage['lists'] => [
  { year, name: `${year}年度极光奖·获奖产品`, showproduct: 1, groups: [{ name: `${year}年度产品奖`, companys: ['晶芯光电', '华曜显示'], products: ['Mini LED背光模组 A1', 'Micro LED芯片 B2'] }] },
  { year, name: `${year}年度极光奖·十强榜单`, showproduct: 0, groups: [{ name: `${year}LED显示屏企业TOP10`, companys: ['明川科技｜惠州明川科技股份有限公司'] }] },
];
const page = (year: number, photos: number, extra: Partial<AwardPage> = {}): AwardPage => ({
  year,
  title: `${year}行家说极光奖`,
  banner: img(`banner-${year}`),
  lists: lists(year),
  albums: [{ year, photos: Array.from({ length: photos }, (_, i) => img(`${year}-${i}`)) }],
  contacts: [{ name: '曹丽华', role: '申报咨询', phone: '13800138100' }],
  ...extra,
});
const pages: AwardPage[] = [
  page(2020, 12),
  { ...page(2021, 16), albums: [{ year: 2021, photos: Array.from({ length: 16 }, (_, i) => img(`a-${i}`)) }, { year: 2020, photos: [img('b-1')] }] },
  page(2022, 8, { extraImage: img('uv') }),
  page(2023, 21, { forms: [{ type: 'product', name: '产品奖申报表', url: 'https://events.example.com/f/product.docx' }] }),
  page(2024, 12, { advisors: [{ name: '徐国栋', company: '华曜显示科技(厦门)有限公司', title: '技术总监', logo: img('adv') }] }),
];

function renderPage(ui: ReactNode, data: AwardPage[] = pages) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(awardQueries.pages().queryKey, data);
  client.setQueryData(shareQueriesOf(scope.api).signature('http://localhost:3000/').queryKey, { appid: 'wx1', timestamp: 1, nonceStr: 'n', signature: 'a'.repeat(40) });
  return render(
    <AppProviders scope={scope} client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

describe('the award pages', () => {
  test('2021: sections, lists by year, 16 photos; each apply button shows 极光奖申报已截止 titled 申报截止', async () => {
    const user = userEvent.setup();
    renderPage(<Led2021Page />);
    for (const name of ['奖项申报', '奖项说明', '参评权益', '获奖名单', '十强榜单', '活动相册', '联系我们']) expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.getByText('明川科技')).toBeInTheDocument();
    expect(screen.getByText('｜惠州明川科技股份有限公司')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '2021年极光奖相册' })).getAllByRole('group', { hidden: true }).filter((g) => g.getAttribute('aria-roledescription') === 'slide')).toHaveLength(16);
    for (const name of ['产品奖申报', '工程案例奖申报', '供应链之星申报']) {
      await user.click(screen.getByRole('button', { name }));
      const alert = await screen.findByRole('alertdialog', { name: '申报截止' });
      expect(within(alert).getByText('极光奖申报已截止')).toBeInTheDocument();
      await user.click(within(alert).getByRole('button', { name: '确定' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    }
  });

  test('2022: product, case and pioneer show 提示 / 极光奖申报已截止 / 确定; the UV LED dialog shows its picture', async () => {
    const user = userEvent.setup();
    renderPage(<Led2022Page />);
    for (const name of ['产品申报', '案例申报', '先锋申报']) {
      await user.click(screen.getByRole('button', { name }));
      const alert = await screen.findByRole('alertdialog', { name: '提示' });
      expect(within(alert).getByText('极光奖申报已截止')).toBeInTheDocument();
      await user.click(within(alert).getByRole('button', { name: '确定' }));
    }
    await user.click(screen.getByRole('button', { name: 'UV LED产业应用' }));
    const uv = await screen.findByRole('dialog', { name: 'UV LED产业应用' });
    expect(within(uv).getByRole('img')).toHaveAttribute('src', img('uv'));
  });

  test('2023: the apply dialog offers three types and the form of the type; 在线申报 shows 申请已经截至，感谢您的支持！', async () => {
    const user = userEvent.setup();
    renderPage(<Led2023Page />);
    expect(screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('#section-')).map((a) => a.getAttribute('href'))).toEqual(['#section-1', '#section-2', '#section-4', '#section-6', '#section-7', '#section-8']);
    const gallery = screen.getByRole('region', { name: '极光奖精彩瞬间' });
    expect(within(gallery).queryByRole('group', { name: '选择幻灯片' })).not.toBeInTheDocument();
    expect(within(gallery).getByRole('button', { name: '下一张' })).toHaveAttribute('data-state', 'visible');
    await user.click(screen.getByRole('button', { name: '立即申报' }));
    const dialog = await screen.findByRole('dialog', { name: '申报2023行家说极光奖' });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(3);
    expect(within(dialog).getByRole('link', { name: '下载产品奖申报表' })).toHaveAttribute('href', 'https://events.example.com/f/product.docx');
    await user.click(within(dialog).getByRole('radio', { name: /终端品牌奖/ }));
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '在线申报' }));
    expect(within(await screen.findByRole('alertdialog', { name: '提示' })).getByText('申请已经截至，感谢您的支持！')).toBeInTheDocument();
  });

  test('2024 while it takes applications: 在线申报 is the online application with page and type, each type its form, and pictures upload; 2023 stays closed', async () => {
    const user = userEvent.setup();
    const applyUrl = 'https://events.example.com/jgj/2024/apply';
    const forms = (['product', 'company', 'zhongduan', 'top10'] as const).map((type) => ({ type, name: `${type}申报表`, url: `http://127.0.0.1:4010/openapi/v1/vue/awards/2024/forms/${type}` }));
    const open = pages.map((p) => (p.year === 2024 ? { ...p, applicationsOpen: true, applyUrl, forms } : { ...p, applyUrl: `https://events.example.com/jgj/${p.year}/apply` }));
    const { unmount } = renderPage(<Led2024Page />, open);
    await user.click(screen.getAllByRole('button', { name: '立即申报' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: '申报2024行家说极光奖' });
    const online = within(dialog).getByRole('link', { name: '在线申报' });
    expect(online).toHaveAttribute('href', `${applyUrl}?page=led2024&type=product`);
    expect(online).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByRole('link', { name: '下载product申报表' })).toHaveAttribute('href', forms[0]!.url);
    await user.click(within(dialog).getByRole('radio', { name: /^十强榜单/ }));
    expect(within(dialog).getByRole('link', { name: '在线申报' })).toHaveAttribute('href', `${applyUrl}?page=led2024&type=top10`);
    expect(within(dialog).getByRole('link', { name: '下载top10申报表' })).toHaveAttribute('href', forms[3]!.url);
    expect(within(dialog).getByRole('button', { name: '上传图片（0/5）' })).toBeEnabled();
    await user.click(within(dialog).getByRole('link', { name: '在线申报' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    unmount();

    renderPage(<Led2023Page />, open);
    await user.click(screen.getByRole('button', { name: '立即申报' }));
    const closed = await screen.findByRole('dialog', { name: '申报2023行家说极光奖' });
    expect(within(closed).queryByRole('button', { name: /^上传图片/ })).not.toBeInTheDocument();
    await user.click(within(closed).getByRole('button', { name: '在线申报' }));
    expect(within(await screen.findByRole('alertdialog', { name: '提示' })).getByText('申请已经截至，感谢您的支持！')).toBeInTheDocument();
  });

  test('2024: advisory group, four apply types, 申请已截止，感谢您的支持！', async () => {
    const user = userEvent.setup();
    renderPage(<Led2024Page />);
    expect(screen.getByText('徐国栋')).toBeInTheDocument();
    expect(screen.getByText('申报时间：2024年9月13日—10月28日')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: '立即申报' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: '申报2024行家说极光奖' });
    expect(within(dialog).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['product', 'company', 'zhongduan', 'top10']);
    await user.click(within(dialog).getByRole('button', { name: '在线申报' }));
    expect(within(await screen.findByRole('alertdialog', { name: '提示' })).getByText('申请已截止，感谢您的支持！')).toBeInTheDocument();
  });
});
