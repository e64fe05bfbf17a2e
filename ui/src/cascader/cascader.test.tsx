import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { setupUser } from '../../test/user';
import * as Cascader from '.';
import { CascaderCheckbox, type CascaderOption } from '.';
import { getCheckState, getLeafValues, toggleOption, type CheckState } from './cascader-logic';

const services: CascaderOption[] = [
  {
    value: 'content',
    label: '内容服务',
    children: [
      { value: 'soft-a', label: '软文A类' },
      { value: 'soft-b', label: '软文B类' },
      { value: 'other', label: '其它服务' },
    ],
  },
  {
    value: 'ads',
    label: '广告服务',
    children: [
      { value: 'site', label: '网站广告' },
      { value: 'wechat', label: '公众号广告', disabled: true },
    ],
  },
  { value: 'report', label: '报告' },
];
const content = services[0]!;

describe('cascader logic', () => {
  test('getLeafValues lists leaves and skips disabled ones', () => {
    expect(services.flatMap(getLeafValues)).toEqual(['soft-a', 'soft-b', 'other', 'site', 'report']);
  });

  test.each<[string[], CheckState]>([
    [[], 'unchecked'],
    [['soft-a'], 'indeterminate'],
    [['soft-a', 'soft-b', 'other'], 'checked'],
    [['site'], 'unchecked'],
  ])('with %j selected, 内容服务 is %s', (selected, state) => {
    expect(getCheckState(content, selected)).toBe(state);
  });

  test.each<[string, CascaderOption, string[], string[]]>([
    ['a leaf is added', services[2]!, ['soft-a'], ['soft-a', 'report']],
    ['a checked leaf is removed', services[2]!, ['report'], []],
    ['a parent adds all its leaves, in option order', content, ['report', 'soft-b'], ['soft-a', 'soft-b', 'other', 'report']],
    ['a checked parent clears its leaves', content, ['soft-a', 'soft-b', 'other', 'site'], ['site']],
    ['unknown values are kept at the end', services[2]!, ['legacy'], ['report', 'legacy']],
  ])('toggling: %s', (_, option, selected, expected) => {
    expect(toggleOption(services, option, selected)).toEqual(expected);
  });
});

describe('Cascader', () => {
  test('given service types, when a parent is opened and one leaf is checked, then the parent is mixed; checking it selects all', async () => {
    const user = setupUser();
    const onValueChange = vi.fn();
    const { container } = render(<Cascader.Root aria-label="服务类型" options={services} onValueChange={onValueChange} />);
    expect(screen.getByRole('group', { name: '服务类型' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: '软文A类' })).toBeNull();
    await expectNoAxeViolations(container);

    const toggle = screen.getByRole('button', { name: '内容服务的子选项' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('checkbox', { name: '软文A类' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['soft-a']);
    const parent = screen.getByRole('checkbox', { name: '内容服务' }) as HTMLInputElement;
    expect(parent.indeterminate).toBe(true);
    expect(parent).toBePartiallyChecked();
    expect(parent.closest('li')).toHaveAttribute('data-state', 'indeterminate');
    await expectNoAxeViolations(container);

    await user.click(parent);
    expect(onValueChange).toHaveBeenLastCalledWith(['soft-a', 'soft-b', 'other']);
    expect(parent).toBeChecked();
    expect(parent.indeterminate).toBe(false);
    expect(screen.getByRole('checkbox', { name: '其它服务' })).toBeChecked();
    await expectNoAxeViolations(container);
  });

  test('given keyboard use only, then Tab and Space select a leaf and Enter opens a parent', async () => {
    const user = setupUser();
    const onValueChange = vi.fn();
    render(<Cascader.Root aria-label="服务类型" options={services} onValueChange={onValueChange} />);
    await user.tab();
    expect(screen.getByRole('checkbox', { name: '内容服务' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('checkbox', { name: '软文A类' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onValueChange).toHaveBeenLastCalledWith(['soft-a']);
  });

  test('given a controlled value and opened parents, then disabled leaves cannot be checked', async () => {
    const { container } = render(<Cascader.Root aria-label="服务类型" options={services} value={['site']} defaultExpanded={['ads']} />);
    expect(screen.getByRole('checkbox', { name: '网站广告' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '公众号广告' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '广告服务' })).toBeChecked();
    await expectNoAxeViolations(container);
  });

  test('given refs, props and labels, then they reach the elements', () => {
    const ref = createRef<HTMLDivElement>();
    render(<Cascader.Root ref={ref} aria-label="t" className="c" options={services} labels={{ toggle: 'Open {label}' }} />);
    expect(ref.current).toHaveClass('c');
    expect(screen.getByRole('button', { name: 'Open 广告服务' })).toBeInTheDocument();
  });

  test('given a checkbox outside an item, then it throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<CascaderCheckbox />)).toThrow('`CascaderCheckbox` must be used within `Cascader`');
  });
});
