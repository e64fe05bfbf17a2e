import { act, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { setupUser } from '../../test/user';
import { createToastStore, ToastProvider, useToast } from '.';

describe('createToastStore', () => {
  test('given toasts of both kinds, then they are listed in order and removed by id', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const first = store.success('设置成功');
    store.error('输入正确手机号');
    expect(store.getSnapshot()).toEqual([
      { id: first, type: 'success', message: '设置成功' },
      { id: first + 1, type: 'error', message: '输入正确手机号' },
    ]);
    store.dismiss(first);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['输入正确手机号']);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.success('成功删除')}>删除</button>
      <button onClick={() => toast.error('添加描述或者图片')}>保存</button>
    </>
  );
}

describe('ToastProvider', () => {
  beforeEach(() => vi.useFakeTimers());

  test('given a success toast, when 3 s pass, then it goes away by itself', async () => {
    const user = setupUser();
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    await expectNoAxeViolations(document.body);
    await user.click(screen.getByRole('button', { name: '删除' }));

    const region = screen.getByRole('region', { name: /通知/ });
    const item = within(region).getByRole('listitem');
    expect(item).toHaveTextContent('成功删除');
    expect(item).toHaveAttribute('data-type', 'success');
    expect(item).toHaveAttribute('data-state', 'open');
    await expectNoAxeViolations(document.body);

    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(within(region).queryByRole('listitem')).toBeNull();
  });

  test('given an error toast, when its 关闭 button is pressed, then it closes', async () => {
    const user = setupUser();
    render(
      <ToastProvider duration={10_000}>
        <Buttons />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: '保存' }));
    const region = screen.getByRole('region', { name: /通知/ });
    expect(within(region).getByRole('listitem')).toHaveAttribute('data-type', 'error');
    await expectNoAxeViolations(document.body);
    await user.click(within(region).getByRole('button', { name: '关闭' }));
    expect(within(region).queryByRole('listitem')).toBeNull();
  });

  test('given a store, then toasts can be shown from outside React', async () => {
    const store = createToastStore();
    render(<ToastProvider store={store} toastProps={{ className: 'toast' }} />);
    act(() => void store.success('短信已发送，请注意查收'));
    expect(screen.getByRole('listitem')).toHaveClass('toast');
    expect(screen.getByRole('listitem')).toHaveTextContent('短信已发送，请注意查收');
  });

  test('given useToast outside a provider, then it throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Buttons />)).toThrow('`useToast` must be used within `ToastProvider`');
  });
});
