import { render, screen } from '@testing-library/react';
import { createRef, useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { setupUser } from '../../test/user';
import * as ConfirmDialog from '.';
import { ConfirmDialogTitle, useConfirm } from '.';

describe('ConfirmDialog', () => {
  test('given a question to give up, when 确定 is pressed, then onConfirm runs and the dialog closes', async () => {
    const user = setupUser();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { container } = render(
      <ConfirmDialog.Root message="放弃回答此问题?" onConfirm={onConfirm} onCancel={onCancel}>
        <ConfirmDialog.Trigger>放弃</ConfirmDialog.Trigger>
        <ConfirmDialog.Content />
      </ConfirmDialog.Root>,
    );
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: '放弃' }));
    const dialog = screen.getByRole('alertdialog', { name: '提示' });
    expect(dialog).toHaveAccessibleDescription('放弃回答此问题?');
    expect(dialog).toHaveAttribute('data-state', 'open');
    expect(screen.getByRole('button', { name: '取消' })).toHaveFocus();
    await expectNoAxeViolations(document.body);

    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  test('given the answer dialog closing with text, when Escape is pressed, then it cancels', async () => {
    const user = setupUser();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog.Root defaultOpen message="关闭后会清空回答内容, 确认关闭?" onCancel={onCancel}>
        <ConfirmDialog.Content />
      </ConfirmDialog.Root>,
    );
    expect(screen.getByRole('alertdialog')).toHaveTextContent('关闭后会清空回答内容, 确认关闭?');
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  test('given custom labels and title, then they replace the defaults', async () => {
    const user = setupUser();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog.Root defaultOpen title="确认" message="m" labels={{ confirm: 'OK', cancel: 'No' }} onCancel={onCancel}>
        <ConfirmDialog.Content />
      </ConfirmDialog.Root>,
    );
    expect(screen.getByRole('alertdialog', { name: '确认' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  test('given useConfirm, then it resolves true on 确定 and false on 取消', async () => {
    const user = setupUser();
    const results: boolean[] = [];
    function GiveUp() {
      const { confirm, dialogProps } = useConfirm();
      return (
        <>
          <button onClick={async () => results.push(await confirm('放弃回答此问题?'))}>放弃</button>
          <ConfirmDialog.Root {...dialogProps}>
            <ConfirmDialog.Content />
          </ConfirmDialog.Root>
        </>
      );
    }
    render(<GiveUp />);
    await user.click(screen.getByRole('button', { name: '放弃' }));
    await user.click(screen.getByRole('button', { name: '确定' }));
    await user.click(screen.getByRole('button', { name: '放弃' }));
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(results).toEqual([true, false]);
  });

  test('given composed parts, then props and refs reach the elements', () => {
    const ref = createRef<HTMLDivElement>();
    const titleRef = createRef<HTMLHeadingElement>();
    function Composed() {
      const [open] = useState(true);
      return (
        <ConfirmDialog.Root open={open} message="m">
          <ConfirmDialog.Content ref={ref} className="box">
            <ConfirmDialog.Title ref={titleRef} className="t" />
            <ConfirmDialog.Description />
            <ConfirmDialog.Action />
          </ConfirmDialog.Content>
        </ConfirmDialog.Root>
      );
    }
    render(<Composed />);
    expect(ref.current).toHaveClass('box');
    expect(titleRef.current).toHaveTextContent('提示');
    expect(titleRef.current).toHaveClass('t');
  });

  test('given a title outside its root, then it throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ConfirmDialogTitle />)).toThrow('`ConfirmDialogTitle` must be used within `ConfirmDialog`');
  });
});
