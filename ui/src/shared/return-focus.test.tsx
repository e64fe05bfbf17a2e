import { render, screen, waitFor, within } from '@testing-library/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { setupUser } from '../../test/user';
import { AlertAction, AlertContent, AlertRoot } from '../alert/alert';
import { ConfirmDialogContent, ConfirmDialogRoot } from '../confirm-dialog/confirm-dialog';
import { useConfirm } from '../confirm-dialog/use-confirm';
import { LoginDialogContent, LoginDialogRoot } from '../login-dialog/login-dialog';
import { PopoverContent, PopoverRoot, PopoverTrigger } from '../popover/popover';

// The dialogs of the package give the focus back to what opened them, also when nothing of theirs
// opened them (no Trigger part): a controlled `open`, a dialog mounted after the press, a promise.

/** The focus leaves a closed dialog in a task of its own (Radix's FocusScope). */
const focusReturnsTo = (element: HTMLElement) => waitFor(() => expect(element).toHaveFocus());

function ControlledLogin({ onSubmit = async () => {} }: { onSubmit?: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        登录
      </button>
      <LoginDialogRoot open={open} onOpenChange={setOpen} onSendCode={async () => true} onSubmit={onSubmit}>
        <LoginDialogContent />
      </LoginDialogRoot>
    </>
  );
}

// Forms typed key by key and focus moved in tasks: seconds on a busy two-core machine.
describe('focus returns to the opener', { timeout: 15_000 }, () => {
  test('given a login dialog opened by state from a button, when Escape closes it, then the button has the focus', async () => {
    const user = setupUser();
    render(<ControlledLogin />);
    const entry = screen.getByRole('button', { name: '登录' });
    entry.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('dialog', { name: '登录' })).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await focusReturnsTo(entry);
  });

  test('given the same dialog, when it closes on a successful sign-in or by ×, then the button has the focus', async () => {
    const user = setupUser();
    const onSubmit = vi.fn(async () => {});
    render(<ControlledLogin onSubmit={onSubmit} />);
    const entry = screen.getByRole('button', { name: '登录' });
    await user.click(entry);
    await user.type(screen.getByRole('textbox', { name: '手机号' }), '13800000000');
    await user.type(screen.getByRole('textbox', { name: '验证码' }), '1234');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await focusReturnsTo(entry);

    await user.click(entry);
    await user.click(screen.getByRole('button', { name: '关闭' }));
    await focusReturnsTo(entry);
  });

  test('given a dialog whose code loads after the press, when it closes, then the pressed button has the focus', async () => {
    const user = setupUser();
    let arrive!: () => void;
    const loaded = new Promise<void>((resolve) => (arrive = resolve));
    const Late = lazy(async () => {
      await loaded;
      return { default: ({ children }: { children: ReactNode }) => <>{children}</> };
    });
    function Entry() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            行家入驻
          </button>
          {open ? (
            <Suspense fallback={null}>
              <Late>
                <AlertRoot open onOpenChange={setOpen} message="请先登录">
                  <AlertContent />
                </AlertRoot>
              </Late>
            </Suspense>
          ) : null}
        </>
      );
    }
    render(<Entry />);
    const entry = screen.getByRole('button', { name: '行家入驻' });
    entry.focus();
    await user.keyboard('{Enter}');
    arrive();
    await waitFor(() => expect(screen.getByRole('button', { name: '确定' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await focusReturnsTo(entry);
  });

  test('given an alert whose 确定 opens the login dialog, when the login closes, then the first button has the focus', async () => {
    const user = setupUser();
    function Entry() {
      const [alert, setAlert] = useState(false);
      const [login, setLogin] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setAlert(true)}>
            向TA提问
          </button>
          <AlertRoot open={alert} onOpenChange={setAlert} message="请先登录" onConfirm={() => setLogin(true)}>
            <AlertContent />
          </AlertRoot>
          <LoginDialogRoot open={login} onOpenChange={setLogin} onSendCode={async () => true} onSubmit={async () => {}}>
            <LoginDialogContent />
          </LoginDialogRoot>
        </>
      );
    }
    render(<Entry />);
    const entry = screen.getByRole('button', { name: '向TA提问' });
    await user.click(entry);
    await user.click(screen.getByRole('button', { name: '确定' }));
    const dialog = screen.getByRole('dialog', { name: '登录' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await focusReturnsTo(entry);
  });

  test('given a question asked with useConfirm, when it is answered, then the asking button has the focus', async () => {
    const user = setupUser();
    const cleared = vi.fn();
    function Answer() {
      const { confirm, dialogProps } = useConfirm();
      return (
        <>
          <button type="button" onClick={async () => (await confirm('关闭后会清空回答内容, 确认关闭?')) && cleared()}>
            关闭
          </button>
          <ConfirmDialogRoot {...dialogProps}>
            <ConfirmDialogContent />
          </ConfirmDialogRoot>
        </>
      );
    }
    render(<Answer />);
    const ask = screen.getByRole('button', { name: '关闭' });
    await user.click(ask);
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(cleared).toHaveBeenCalledTimes(1);
    await focusReturnsTo(ask);

    await user.click(ask);
    await user.keyboard('{Escape}');
    await focusReturnsTo(ask);
  });

  test('given an answer sent from a list item, when its item has left the list, then the list around it has the focus', async () => {
    const user = setupUser();
    function Questions() {
      const [items, setItems] = useState(['问题一', '问题二']);
      const [answering, setAnswering] = useState<string | null>(null);
      const [notice, setNotice] = useState(false);
      return (
        <div role="tabpanel" tabIndex={0} aria-label="待回答">
          <ol>
            {items.map((item) => (
              <li key={item}>
                <button type="button" onClick={() => setAnswering(item)}>
                  写回答 {item}
                </button>
              </li>
            ))}
          </ol>
          <ConfirmDialogRoot
            open={answering !== null}
            onOpenChange={(open) => !open && setAnswering(null)}
            message="提交回答?"
            onConfirm={() => {
              // Answered: the list reloads without it, and the success alert follows.
              setItems((all) => all.filter((one) => one !== answering));
              setNotice(true);
            }}
          >
            <ConfirmDialogContent />
          </ConfirmDialogRoot>
          <AlertRoot open={notice} onOpenChange={setNotice} message="成功回答提问">
            <AlertContent />
          </AlertRoot>
        </div>
      );
    }
    render(<Questions />);
    await user.click(screen.getByRole('button', { name: '写回答 问题一' }));
    await user.click(screen.getByRole('button', { name: '确定' }));
    const alert = screen.getByRole('alertdialog', { name: '提示' });
    await waitFor(() => expect(alert).toHaveAccessibleDescription('成功回答提问'));
    await waitFor(() => expect(within(alert).getByRole('button', { name: '确定' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await focusReturnsTo(screen.getByRole('tabpanel', { name: '待回答' }));
  });

  test('given a popover and a field beside it, when the field is clicked, then the field keeps the focus', async () => {
    const user = setupUser();
    render(
      <>
        <input aria-label="搜索" />
        <PopoverRoot>
          <PopoverTrigger>商务合作</PopoverTrigger>
          <PopoverContent aria-label="商务合作">
            <button type="button">电话</button>
          </PopoverContent>
        </PopoverRoot>
      </>,
    );
    const trigger = screen.getByRole('button', { name: '商务合作' });
    await user.click(trigger);
    await waitFor(() => expect(screen.getByRole('button', { name: '电话' })).toHaveFocus());
    const field = screen.getByRole('textbox', { name: '搜索' });
    await user.click(field);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field).toHaveFocus();

    await user.click(trigger);
    await user.keyboard('{Escape}');
    await focusReturnsTo(trigger);
  });
});
