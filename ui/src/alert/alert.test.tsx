import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { setupUser } from '../../test/user';
import * as Alert from '.';
import { AlertAction, useAlert } from '.';

describe('Alert', () => {
  test('given an award page after the deadline, when applying, then 提示 says 极光奖申报已截止 with one 确定 button', async () => {
    const user = setupUser();
    const onConfirm = vi.fn();
    const { container } = render(
      <Alert.Root message="极光奖申报已截止" onConfirm={onConfirm}>
        <Alert.Trigger>申报</Alert.Trigger>
        <Alert.Content />
      </Alert.Root>,
    );
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: '申报' }));

    const dialog = screen.getByRole('alertdialog', { name: '提示' });
    expect(dialog).toHaveAccessibleDescription('极光奖申报已截止');
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '确定' })).toHaveFocus();
    await expectNoAxeViolations(document.body);

    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  test('given a custom title (申报截止), then it is the dialog name', () => {
    render(
      <Alert.Root defaultOpen title="申报截止" message="极光奖申报已截止">
        <Alert.Content />
      </Alert.Root>,
    );
    expect(screen.getByRole('alertdialog', { name: '申报截止' })).toBeInTheDocument();
  });

  test('given useAlert, then the promise settles when 确定 is pressed', async () => {
    const user = setupUser();
    const done = vi.fn();
    function Answer() {
      const { alert, dialogProps } = useAlert();
      return (
        <>
          <button onClick={() => alert('成功回答提问').then(done)}>提交</button>
          <Alert.Root {...dialogProps}>
            <Alert.Content />
          </Alert.Root>
        </>
      );
    }
    render(<Answer />);
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('成功回答提问');
    expect(done).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(done).toHaveBeenCalledTimes(1);
  });

  test('given refs and labels, then they reach the elements', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Alert.Root defaultOpen message="m" labels={{ confirm: 'OK' }}>
        <Alert.Content>
          <Alert.Title />
          <Alert.Description />
          <Alert.Action ref={ref} className="ok" />
        </Alert.Content>
      </Alert.Root>,
    );
    expect(ref.current).toHaveTextContent('OK');
    expect(ref.current).toHaveClass('ok');
  });

  test('given an action outside its root, then it throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<AlertAction />)).toThrow('`AlertAction` must be used within `Alert`');
  });
});
