import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import * as Pager from '.';
import { PagerItem } from '.';
import { getPageRange, getTotalPages, type PageRangeItem } from './pager-logic';

const S = 'start-ellipsis';
const E = 'end-ellipsis';

describe('getPageRange', () => {
  test.each<[string, Parameters<typeof getPageRange>[0], PageRangeItem[]]>([
    ['a single page', { page: 1, totalPages: 1 }, [1]],
    ['no pages at all still shows page 1', { page: 1, total: 0, pageSize: 20 }, [1]],
    ['all pages when they fit', { page: 3, totalPages: 11 }, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]],
    ['the start of many pages', { page: 1, totalPages: 20 }, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, E, 20]],
    ['the last page before the window moves', { page: 6, totalPages: 20 }, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, E, 20]],
    ['the middle of many pages', { page: 10, totalPages: 20 }, [1, S, 6, 7, 8, 9, 10, 11, 12, 13, 14, E, 20]],
    ['the end of many pages', { page: 20, totalPages: 20 }, [1, S, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]],
    ['a pager count of 5', { page: 5, totalPages: 9, pagerCount: 5 }, [1, S, 4, 5, 6, E, 9]],
    ['an even pager count rounds down to odd', { page: 1, totalPages: 9, pagerCount: 6 }, [1, 2, 3, 4, E, 9]],
    ['total and page size', { page: 1, total: 100, pageSize: 45 }, [1, 2, 3]],
    ['a page past the end is clamped', { page: 99, totalPages: 3 }, [1, 2, 3]],
  ])('given %s', (_, options, expected) => {
    expect(getPageRange(options)).toEqual(expected);
  });

  test.each([
    [{ total: 0, pageSize: 20 }, 1],
    [{ total: 20, pageSize: 20 }, 1],
    [{ total: 21, pageSize: 20 }, 2],
    [{ totalPages: 7 }, 7],
  ])('getTotalPages(%o) is %i', (options, expected) => {
    expect(getTotalPages(options)).toBe(expected);
  });
});

describe('Pager', () => {
  test('given a pager of 12 pages, when pressing 下一页, then page 2 is current', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const { container } = render(<Pager.Root total={240} pageSize={20} onPageChange={onPageChange} />);

    expect(screen.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: '下一页' }));

    expect(onPageChange).toHaveBeenCalledWith(2);
    expect(screen.getByRole('button', { name: '第 2 页' })).toHaveAttribute('data-state', 'active');
    expect(screen.getByRole('button', { name: '第 1 页' })).toHaveAttribute('data-state', 'inactive');
    await expectNoAxeViolations(container);
  });

  test('given the layout "pager, next", then there is no previous button', () => {
    render(<Pager.Root totalPages={3} layout="pager, next" />);
    expect(screen.queryByRole('button', { name: '上一页' })).toBeNull();
    expect(screen.getByRole('button', { name: '下一页' })).toBeEnabled();
  });

  test('given the last page, then 下一页 is disabled with a presence attribute', async () => {
    const { container } = render(<Pager.Root totalPages={3} defaultPage={3} />);
    const next = screen.getByRole('button', { name: '下一页' });
    expect(next).toBeDisabled();
    expect(next).toHaveAttribute('data-disabled', '');
    await expectNoAxeViolations(container);
  });

  test('given 45 per page and pager count 11, when the user tabs to page 9 and presses Enter, then ellipses appear on both sides', async () => {
    const user = userEvent.setup();
    const { container } = render(<Pager.Root total={45 * 30} pageSize={45} pagerCount={11} />);
    screen.getByRole('button', { name: '第 9 页' }).focus();
    await user.keyboard('{Enter}');
    const numbers = screen.getAllByRole('button', { name: /^第/ }).map((b) => b.textContent);
    expect(numbers).toEqual(['1', '5', '6', '7', '8', '9', '10', '11', '12', '13', '30']);
    expect(container.querySelectorAll('[aria-hidden]')).toHaveLength(2);
    await expectNoAxeViolations(container);
  });

  test('given a controlled page, then clicks only report the wish', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pager.Root totalPages={5} page={2} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: '第 4 页' }));
    expect(onPageChange).toHaveBeenCalledWith(4);
    expect(screen.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  });

  test('given labels, then they replace the Chinese defaults', () => {
    render(<Pager.Root totalPages={2} labels={{ next: 'Next', previous: 'Prev', nav: 'Pages', page: 'Page {page}' }} />);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
  });

  test('given composed parts, then props and refs reach the elements and handlers are chained', async () => {
    const user = userEvent.setup();
    const rootRef = createRef<HTMLElement>();
    const itemRef = createRef<HTMLButtonElement>();
    const onClick = vi.fn();
    render(
      <Pager.Root ref={rootRef} totalPages={3} className="pager" data-testid="root">
        <Pager.Pages className="pages">
          {(items) => items.map((item) => typeof item === 'number' && (
            <li key={item}>
              <Pager.Item page={item} ref={item === 2 ? itemRef : undefined} className="item" onClick={onClick} />
            </li>
          ))}
        </Pager.Pages>
        <Pager.Next asChild>
          <a href="#next">next</a>
        </Pager.Next>
      </Pager.Root>,
    );
    expect(rootRef.current).toBe(screen.getByTestId('root'));
    expect(rootRef.current).toHaveClass('pager');
    expect(itemRef.current).toHaveClass('item');
    await user.click(itemRef.current!);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(itemRef.current).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'next' })).toHaveAttribute('href', '#next');
  });

  test('given a part outside its root, then it throws a helpful error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<PagerItem page={1} />)).toThrow('`PagerItem` must be used within `Pager`');
  });
});
