import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { setupUser } from '../../test/user';
import * as Popover from '.';
import { PopoverContent } from '.';

function Contact(props: { openOnHover?: boolean; onOpenChange?: (open: boolean) => void }) {
  return (
    <footer>
      <Popover.Root {...props}>
        <Popover.Trigger>商务合作</Popover.Trigger>
        <Popover.Content aria-label="商务合作联系方式">
          <p>电话 0755-0000000</p>
          <Popover.Close aria-label="关闭">×</Popover.Close>
          <Popover.Arrow />
        </Popover.Content>
      </Popover.Root>
    </footer>
  );
}

describe('Popover', () => {
  test('given a footer contact, when the trigger is pressed, then the contact shows, and Escape closes it', async () => {
    const user = setupUser();
    const onOpenChange = vi.fn();
    const { container } = render(<Contact onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: '商务合作' });
    expect(trigger).toHaveAttribute('data-state', 'closed');
    await expectNoAxeViolations(container);

    await user.click(trigger);
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    const content = screen.getByRole('dialog', { name: '商务合作联系方式' });
    expect(content).toHaveTextContent('电话 0755-0000000');
    expect(content).toHaveAttribute('data-state', 'open');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(document.body);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('given openOnHover, when the mouse rests on the trigger, then it opens, and closes after leaving', async () => {
    vi.useFakeTimers();
    render(<Contact openOnHover />);
    const trigger = screen.getByRole('button', { name: '商务合作' });
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
    fireEvent.pointerEnter(screen.getByRole('dialog'), { pointerType: 'mouse' });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    fireEvent.pointerLeave(screen.getByRole('dialog'), { pointerType: 'mouse' });
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.pointerEnter(trigger, { pointerType: 'touch' });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('given refs and props, then they reach the elements', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <Popover.Root defaultOpen>
        <Popover.Trigger>客服</Popover.Trigger>
        <Popover.Content ref={ref} className="pop" aria-label="客服">
          QR
        </Popover.Content>
      </Popover.Root>,
    );
    expect(ref.current).toHaveClass('pop');
  });

  test('given content outside its root, then it throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<PopoverContent />)).toThrow('`PopoverContent` must be used within `Popover`');
  });
});
