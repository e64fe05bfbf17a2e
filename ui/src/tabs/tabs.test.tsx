import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { setupUser } from '../../test/user';
import * as Tabs from '.';
import { TabsTrigger } from '.';
import { formatTabLabel } from './tabs-logic';

describe('formatTabLabel', () => {
  test.each<[string, number | null | undefined, string | undefined, string]>([
    ['待回答', 3, undefined, '待回答 (3)'],
    ['已回答', 0, undefined, '已回答 (0)'],
    ['已放弃', undefined, undefined, '已放弃'],
    ['已放弃', null, undefined, '已放弃'],
    ['待回答', 12, '{label}（{count}）', '待回答（12）'],
  ])('formatTabLabel(%s, %s, %s) is %s', (label, count, template, expected) => {
    expect(formatTabLabel(label, count, template)).toBe(expected);
  });
});

function Questions(props: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs.Root defaultValue="wait" {...props}>
      <Tabs.List aria-label="邀请的问题">
        <Tabs.Trigger value="wait" count={3}>待回答</Tabs.Trigger>
        <Tabs.Trigger value="answered" count={12}>已回答</Tabs.Trigger>
        <Tabs.Trigger value="given-up" count={0}>已放弃</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="wait">待回答的问题</Tabs.Content>
      <Tabs.Content value="answered">已回答的问题</Tabs.Content>
      <Tabs.Content value="given-up">已放弃的问题</Tabs.Content>
    </Tabs.Root>
  );
}

describe('Tabs', () => {
  test('given invited questions with counts, when moving with the arrow keys, then the next tab shows its panel', async () => {
    const user = setupUser();
    const onValueChange = vi.fn();
    const { container } = render(<Questions onValueChange={onValueChange} />);
    const first = screen.getByRole('tab', { name: '待回答 (3)' });
    expect(first).toHaveAttribute('data-state', 'active');
    expect(first).toHaveAttribute('data-count', '3');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('待回答的问题');
    await expectNoAxeViolations(container);

    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '已回答 (12)' })).toHaveAttribute('aria-selected', 'true');
    expect(onValueChange).toHaveBeenCalledWith('answered');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('已回答的问题');
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('tab', { name: '已放弃 (0)' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('已放弃的问题');
  });

  test('given a count template and refs, then they are used', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Tabs.Root defaultValue="a" labels={{ count: '{label}·{count}' }}>
        <Tabs.List>
          <Tabs.Trigger ref={ref} value="a" count={2} className="tab">
            动态
          </Tabs.Trigger>
        </Tabs.List>
      </Tabs.Root>,
    );
    expect(ref.current).toHaveTextContent('动态·2');
    expect(ref.current).toHaveClass('tab');
  });

  test('given a trigger outside its root, then it throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<TabsTrigger value="a" />)).toThrow('`TabsTrigger` must be used within `Tabs`');
  });
});
