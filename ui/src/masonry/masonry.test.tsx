import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { setupUser } from '../../test/user';
import * as Masonry from '.';
import { MasonryItem } from '.';
import { getColumnCount, getMasonryLayout, placeMasonry, type MasonryPlacement } from './masonry-logic';

describe('getColumnCount', () => {
  test.each([
    [0, 1],
    [579, 1],
    [1179, 1],
    [1180, 2],
    [1779, 2],
    [1780, 3],
  ])('a %i px container holds %i columns of 580 with a 20 gap', (width, columns) => {
    expect(getColumnCount(width)).toBe(columns);
  });
});

describe('placeMasonry', () => {
  test.each<[string, number[], number, MasonryPlacement[], number]>([
    ['no items', [], 2, [], 0],
    ['one column stacks', [10, 20], 1, [{ column: 0, top: 0 }, { column: 0, top: 10 }], 30],
    [
      'each item goes to the shortest column',
      [100, 50, 30, 40],
      2,
      [
        { column: 0, top: 0 },
        { column: 1, top: 0 },
        { column: 1, top: 50 },
        { column: 1, top: 80 },
      ],
      120,
    ],
    [
      'ties go to the leftmost column',
      [10, 10, 10],
      3,
      [
        { column: 0, top: 0 },
        { column: 1, top: 0 },
        { column: 2, top: 0 },
      ],
      10,
    ],
  ])('%s', (_, heights, columns, items, height) => {
    expect(placeMasonry(heights, columns)).toEqual({ items, height });
  });

  test('given a gap, then it separates items but not the last from the bottom', () => {
    expect(placeMasonry([100, 50, 30], 2, 20)).toEqual({
      items: [
        { column: 0, top: 0 },
        { column: 1, top: 0 },
        { column: 1, top: 70 },
      ],
      height: 100,
    });
  });

  test('getMasonryLayout shares the width out between columns', () => {
    const layout = getMasonryLayout({ width: 1200, heights: [100, 50] });
    expect(layout.columns).toBe(2);
    expect(layout.columnWidth).toBe(590);
    expect(layout.items.map((item) => item.left)).toEqual([0, 610]);
  });
});

describe('Masonry', () => {
  const cards = [
    ['股份变动', 300],
    ['政府补助', 100],
    ['投资者交流', 100],
    ['业绩公告', 200],
  ] as const;

  test('given cards of different heights in two columns, then each goes to the shortest column while the DOM keeps source order', async () => {
    const user = setupUser();
    const { container } = render(
      <Masonry.Root width={1200} data-testid="root">
        {cards.map(([title, height]) => (
          <Masonry.Item key={title} height={height}>
            <a href={`#${title}`}>{title}</a>
          </Masonry.Item>
        ))}
      </Masonry.Root>,
    );
    const root = screen.getByTestId('root');
    expect(root).toHaveAttribute('data-columns', '2');
    expect(root).toHaveStyle({ height: '440px' });

    const items = Array.from(root.children) as HTMLElement[];
    expect(items.map((item) => item.textContent)).toEqual(cards.map(([title]) => title));
    expect(items.map((item) => item.dataset.column)).toEqual(['0', '1', '1', '1']);
    expect(items[2]).toHaveStyle({ top: '120px', left: '610px', width: '590px', position: 'absolute' });

    await user.tab();
    expect(screen.getByRole('link', { name: '股份变动' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: '政府补助' })).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  test('given a narrow container, then everything stacks in one column', async () => {
    const { container } = render(
      <Masonry.Root width={500} gap={10} data-testid="root">
        <Masonry.Item height={50}>一</Masonry.Item>
        <Masonry.Item height={50}>二</Masonry.Item>
      </Masonry.Root>,
    );
    expect(screen.getByTestId('root')).toHaveAttribute('data-columns', '1');
    expect(screen.getByText('二')).toHaveStyle({ top: '60px', left: '0px' });
    await expectNoAxeViolations(container);
  });

  test('given unknown heights, then items are measured', () => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(80);
    render(
      <Masonry.Root width={500} data-testid="root">
        <Masonry.Item>一</Masonry.Item>
        <Masonry.Item>二</Masonry.Item>
      </Masonry.Root>,
    );
    expect(screen.getByText('二')).toHaveStyle({ top: '100px' });
  });

  test('given refs and props, then they reach the elements', () => {
    const rootRef = createRef<HTMLDivElement>();
    const itemRef = createRef<HTMLDivElement>();
    render(
      <Masonry.Root ref={rootRef} width={600} className="grid" style={{ margin: 4 }}>
        <Masonry.Item ref={itemRef} height={10} className="card">
          一
        </Masonry.Item>
      </Masonry.Root>,
    );
    expect(rootRef.current).toHaveClass('grid');
    expect(rootRef.current).toHaveStyle({ margin: '4px' });
    expect(itemRef.current).toHaveClass('card');
  });

  test('given an item outside a root, then it throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<MasonryItem />)).toThrow('`MasonryItem` must be used within `Masonry`');
  });
});
