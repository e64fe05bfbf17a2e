import { act, render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { setupUser } from '../../test/user';
import * as DataTable from '.';
import { DataTableCell, type DataTableColumn } from '.';
import { ariaSort, getHeaderRows, getLeafColumns, nextSort, rowWindow, sortRows, type ColumnNode, type SortState } from './data-table-logic';

describe('data table logic', () => {
  const columns: ColumnNode[] = [
    { key: 'contract' },
    { key: 'ads', children: [{ key: 'site' }, { key: 'wechat', children: [{ key: 'first' }, { key: 'second' }] }] },
    { key: 'total' },
  ];

  test('getLeafColumns lists the leaves in order', () => {
    expect(getLeafColumns(columns).map((c) => c.key)).toEqual(['contract', 'site', 'first', 'second', 'total']);
  });

  test('getHeaderRows spans groups across their leaves and leaves down the rows', () => {
    const rows = getHeaderRows(columns).map((row) => row.map((cell) => `${cell.column.key}:${cell.colSpan}x${cell.rowSpan}`));
    expect(rows).toEqual([['contract:1x3', 'ads:3x1', 'total:1x3'], ['site:1x2', 'wechat:2x1'], ['first:1x1', 'second:1x1']]);
  });

  test.each<[SortState | null, string, SortState]>([
    [null, 'reads', { key: 'reads', direction: 'asc' }],
    [{ key: 'reads', direction: 'asc' }, 'reads', { key: 'reads', direction: 'desc' }],
    [{ key: 'reads', direction: 'desc' }, 'reads', { key: 'reads', direction: 'asc' }],
    [{ key: 'reads', direction: 'desc' }, 'date', { key: 'date', direction: 'asc' }],
  ])('nextSort(%o, %s) is %o', (current, key, expected) => {
    expect(nextSort(current, key)).toEqual(expected);
  });

  test.each<[SortState | null, string, string]>([
    [null, 'a', 'none'],
    [{ key: 'a', direction: 'asc' }, 'a', 'ascending'],
    [{ key: 'a', direction: 'desc' }, 'a', 'descending'],
    [{ key: 'b', direction: 'desc' }, 'a', 'none'],
  ])('ariaSort(%o, %s) is %s', (sort, key, expected) => {
    expect(ariaSort(sort, key)).toBe(expected);
  });

  const rows = [
    { name: '乙', n: 2 },
    { name: '甲', n: null },
    { name: '丙', n: 10 },
    { name: '丁', n: 2 },
  ];
  test.each<[SortState | null, string[]]>([
    [null, ['乙', '甲', '丙', '丁']],
    [{ key: 'n', direction: 'asc' }, ['乙', '丁', '丙', '甲']],
    [{ key: 'n', direction: 'desc' }, ['丙', '乙', '丁', '甲']],
  ])('sortRows by %o keeps ties in order and empties last', (sort, expected) => {
    expect(sortRows(rows, sort, (row, key) => row[key as 'n']).map((r) => r.name)).toEqual(expected);
  });

  test.each([
    // count, row height, body top, viewport, overscan → window
    [200, 50, 100, 900, 2, { start: 0, end: 18, before: 0, after: 9100 }],
    [200, 50, -2000, 900, 2, { start: 38, end: 60, before: 1900, after: 7000 }],
    [200, 50, -9800, 900, 2, { start: 194, end: 200, before: 9700, after: 0 }],
    [200, 50, -50000, 900, 2, { start: 200, end: 200, before: 10000, after: 0 }],
    [200, 50, 5000, 900, 2, { start: 0, end: 2, before: 0, after: 9900 }],
    [5, 50, 0, 900, 8, { start: 0, end: 5, before: 0, after: 0 }],
    [0, 50, 0, 900, 8, { start: 0, end: 0, before: 0, after: 0 }],
  ])('rowWindow(%i rows of %i px, top %i, viewport %i, overscan %i) is %o', (count, height, top, viewport, overscan, expected) => {
    expect(rowWindow(count, height, top, viewport, overscan)).toEqual(expected);
  });
});

interface Service {
  id: number;
  contract: string;
  owner: string;
  done: number;
  total: number;
}

const services: Service[] = [
  { id: 1, contract: 'HT-001', owner: '张三', done: 3, total: 10 },
  { id: 2, contract: 'HT-002', owner: '李四', done: 8, total: 9 },
  { id: 3, contract: 'HT-003', owner: '王五', done: 1, total: 12 },
];

const columns: DataTableColumn<Service>[] = [
  { key: 'contract', header: '合同', fixed: true, clickable: false, cell: (row) => `${row.contract} ${row.owner}` },
  {
    key: 'progress',
    header: '内容服务',
    children: [
      { key: 'done', header: '已完成', sortable: true },
      { key: 'total', header: '总数', sortable: true },
    ],
  },
];

describe('DataTable', () => {
  test('given services with a fixed column and a grouped header, when 已完成 is sorted, then rows follow and aria-sort says so', async () => {
    const user = setupUser();
    const onSortChange = vi.fn();
    const { container } = render(
      <DataTable.Root columns={columns} rows={services} getRowKey={(row) => row.id} onSortChange={onSortChange}>
        <DataTable.Caption>服务进度</DataTable.Caption>
        <DataTable.Header />
        <DataTable.Body />
      </DataTable.Root>,
    );
    const table = screen.getByRole('table', { name: '服务进度' });
    const group = within(table).getByRole('columnheader', { name: '内容服务' });
    expect(group).toHaveAttribute('colspan', '2');
    expect(group).toHaveAttribute('scope', 'colgroup');
    expect(within(table).getByRole('columnheader', { name: '合同' })).toHaveAttribute('data-fixed', '');
    expect(within(table).getByRole('columnheader', { name: '合同' })).toHaveAttribute('rowspan', '2');
    expect(screen.getByRole('cell', { name: 'HT-001 张三' })).toHaveAttribute('data-fixed', '');
    await expectNoAxeViolations(container);

    const done = within(table).getByRole('columnheader', { name: '已完成' });
    expect(done).toHaveAttribute('aria-sort', 'none');
    await user.click(within(done).getByRole('button'));
    expect(done).toHaveAttribute('aria-sort', 'ascending');
    expect(done).toHaveAttribute('data-state', 'asc');
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'done', direction: 'asc' });
    const firstColumn = () => screen.getAllByRole('row').slice(2).map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(firstColumn()).toEqual(['HT-003 王五', 'HT-001 张三', 'HT-002 李四']);
    await expectNoAxeViolations(container);

    await user.keyboard('{Enter}');
    expect(done).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()).toEqual(['HT-002 李四', 'HT-001 张三', 'HT-003 王五']);
    await expectNoAxeViolations(container);
  });

  test('given onCellClick, when a cell is clicked or activated by keyboard, then it reports the row and column', async () => {
    const user = setupUser();
    const onCellClick = vi.fn();
    const { container } = render(<DataTable.Root aria-label="服务" columns={columns} rows={services} onCellClick={onCellClick} />);
    await user.click(screen.getByRole('button', { name: '8' }));
    expect(onCellClick).toHaveBeenLastCalledWith(services[1], expect.objectContaining({ key: 'done' }));
    screen.getByRole('button', { name: '12' }).focus();
    await user.keyboard('{Enter}');
    expect(onCellClick).toHaveBeenLastCalledWith(services[2], expect.objectContaining({ key: 'total' }));
    expect(within(screen.getByRole('cell', { name: 'HT-001 张三' })).queryByRole('button')).toBeNull();
    await expectNoAxeViolations(container);
  });

  test('given a controlled sort and manual sorting, then rows keep the given order', () => {
    render(<DataTable.Root aria-label="服务" columns={columns} rows={services} sort={{ key: 'done', direction: 'desc' }} manualSort />);
    expect(screen.getByRole('columnheader', { name: '已完成' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getAllByRole('row')[2]).toHaveTextContent('HT-001');
  });

  test('given refs and props, then they reach the elements', () => {
    const ref = createRef<HTMLTableElement>();
    render(<DataTable.Root ref={ref} className="t" aria-label="服务" columns={columns} rows={services} />);
    expect(ref.current).toHaveClass('t');
    expect(ref.current).toBe(screen.getByRole('table'));
  });

  test('given windowing and 300 rows, then only the rows near the viewport render and scrolling moves them', async () => {
    const many = Array.from({ length: 300 }, (_, i) => ({ id: i + 1, contract: `HT-${i + 1}`, owner: '张三', done: i, total: 300 }));
    const { container } = render(
      <DataTable.Root aria-label="服务" columns={columns} rows={many} getRowKey={(row) => row.id} windowing={{ rowHeight: 40, overscan: 2 }} />,
    );
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-rowcount', '302');
    const body = container.querySelector('tbody')!;
    const dataRows = () => [...body.rows].filter((row) => !row.hasAttribute('aria-hidden'));
    // jsdom: the body at the viewport's top, 768 px high → rows 0–19 and 2 more.
    expect(dataRows()).toHaveLength(22);
    expect(dataRows()[0]).toHaveAttribute('aria-rowindex', '3');
    expect(screen.getAllByRole('row')[0]).toHaveAttribute('aria-rowindex', '1');
    const spacers = () => [...body.rows].filter((row) => row.hasAttribute('aria-hidden')).map((row) => row.cells[0]!.style.height);
    expect(spacers()).toEqual([`${(300 - 22) * 40}px`]);

    vi.spyOn(body, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: -4000, width: 800, height: 12000 }));
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(dataRows()[0]).toHaveTextContent('HT-99');
    expect(dataRows()[0]).toHaveAttribute('aria-rowindex', `${98 + 3}`);
    expect(screen.queryByText('HT-1 张三')).toBeNull();
    expect(body.rows[0]).toHaveAttribute('aria-hidden', 'true');
    expect(spacers()).toEqual([`${98 * 40}px`, `${(300 - 122) * 40}px`]);
    await expectNoAxeViolations(container);

    // A sort re-renders the window only: the first rows are now the highest counts.
    vi.mocked(body.getBoundingClientRect).mockReturnValue(DOMRect.fromRect({ x: 0, y: 0, width: 800, height: 12000 }));
    await setupUser().click(within(screen.getByRole('columnheader', { name: '已完成' })).getByRole('button'));
    await setupUser().click(within(screen.getByRole('columnheader', { name: '已完成' })).getByRole('button'));
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(dataRows()[0]).toHaveTextContent('HT-300');
    expect(dataRows()).toHaveLength(22);
  });

  test('given windowing on the server, then the first overscan rows render with the whole size in aria', () => {
    const many = Array.from({ length: 50 }, (_, i) => ({ id: i + 1, contract: `HT-${i + 1}`, owner: '张三', done: i, total: 50 }));
    const html = renderToString(<DataTable.Root aria-label="服务" columns={columns} rows={many} getRowKey={(row) => row.id} windowing={{ rowHeight: 40, overscan: 2 }} />);
    expect(html).toContain('aria-rowcount="52"');
    expect(html.match(/aria-rowindex="\d+"/g)).toEqual(['aria-rowindex="1"', 'aria-rowindex="2"', 'aria-rowindex="3"', 'aria-rowindex="4"']);
    expect(html).toContain(`height:${48 * 40}px`);
  });

  test('given a cell outside its root, then it throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<DataTableCell row={{}} column={columns[0]!} />)).toThrow('`DataTableCell` must be used within `DataTable`');
  });
});
