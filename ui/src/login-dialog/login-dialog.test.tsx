import { act, render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { setupUser } from '../../test/user';
import * as LoginDialog from '.';
import { LoginDialogAccount, type LoginDialogRootProps } from '.';
import { failureMessage, toLoginPayload, validateLogin, validateSendCode, type LoginFieldError } from './login-dialog-logic';

describe('login form logic', () => {
  test.each<[string, LoginFieldError[]]>([
    ['', ['account-for-code']],
    ['   ', ['account-for-code']],
    ['13800000000', []],
  ])('validateSendCode(%j) is %j', (account, errors) => {
    expect(validateSendCode(account)).toEqual(errors);
  });

  test.each<[string, string, LoginFieldError[]]>([
    ['', '', ['account', 'code']],
    ['13800000000', '', ['code']],
    ['', '1234', ['account']],
    ['13800000000', '1234', []],
  ])('validateLogin(%j, %j) is %j', (account, code, errors) => {
    expect(validateLogin({ account, code })).toEqual(errors);
  });

  test.each([
    ['phone', ' 13800000000 ', '1234', { account: '13800000000', code: '1234', mode: 'phone' }],
    ['email', 'a@b.cn', '12345', { account: 'a@b.cn', code: '1234', mode: 'email' }],
  ] as const)('toLoginPayload(%s) gives type 1 for phone and 2 for e-mail', (mode, account, code, payload) => {
    expect(toLoginPayload(mode, account, code)).toEqual(payload);
  });

  test.each<[unknown, string | undefined]>([
    [new Error('验证码错误'), '验证码错误'],
    ['登录失败,您没有报名此活动', '登录失败,您没有报名此活动'],
    [{ code: 1, msg: '手机号不能为空' }, '手机号不能为空'],
    [{ code: 1, msg: '' }, undefined],
    [{ code: 1, msg: ' ' }, undefined],
    // an error carrying the server's msg (the SDK's ApiError): the msg, not the message for logs
    [Object.assign(new Error('sendSms: 请求失败'), { msg: '' }), undefined],
    [Object.assign(new Error('sendSms: 发送太频繁'), { msg: '发送太频繁' }), '发送太频繁'],
    [undefined, undefined],
    [new Error(''), undefined],
  ])('failureMessage(%o) is %j', (reason, message) => {
    expect(failureMessage(reason)).toBe(message);
  });
});

function Login(props: Partial<LoginDialogRootProps>) {
  return (
    <LoginDialog.Root qrUrl="https://open.weixin.qq.com/connect/qrconnect?state=WX_1" {...props}>
      <LoginDialog.Trigger>登录</LoginDialog.Trigger>
      <LoginDialog.Content />
    </LoginDialog.Root>
  );
}

// axe over the open dialog twice and a form typed key by key: near 5 s on a busy two-core
// machine, where a test that runs out of time leaves the shared jsdom to the files after it.
describe('LoginDialog', { timeout: 15_000 }, () => {
  beforeEach(() => vi.useFakeTimers());

  test('given the phone mode and a wait of 120 s, when a code is requested and the form sent, then the button counts from 120s, onSubmit gets type 1 and the dialog closes', async () => {
    const user = setupUser();
    const onSendCode = vi.fn(async () => true);
    const onSubmit = vi.fn(async () => {});
    const { container } = render(<Login codeSeconds={120} onSendCode={onSendCode} onSubmit={onSubmit} />);
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: '登录' }));

    const dialog = screen.getByRole('dialog', { name: '登录' });
    expect(dialog).toHaveAttribute('data-state', 'open');
    expect(screen.getByRole('button', { name: '手机验证码登录' })).toHaveAttribute('aria-pressed', 'true');
    const phone = screen.getByRole('textbox', { name: '手机号' });
    expect(phone).toHaveAccessibleDescription('港澳台地区手机号请加区号');
    await expectNoAxeViolations(document.body);

    await user.type(phone, '13800000000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(onSendCode).toHaveBeenCalledWith('13800000000', 'phone');
    expect(screen.getByRole('button', { name: '120s' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: '119s' })).toBeDisabled();
    await expectNoAxeViolations(document.body);

    const code = screen.getByRole('textbox', { name: '验证码' });
    expect(code).toHaveAttribute('maxlength', '4');
    await user.type(code, '1234{Enter}');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(onSubmit).toHaveBeenCalledWith({ account: '13800000000', code: '1234', mode: 'phone' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('given no account, when a code is requested, then 请输入账号 shows and nothing is sent or counted', async () => {
    const user = setupUser();
    const onSendCode = vi.fn();
    render(<Login defaultOpen onSendCode={onSendCode} />);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(onSendCode).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
    const phone = screen.getByRole('textbox', { name: '手机号' });
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('港澳台地区手机号请加区号 请输入账号');
    await expectNoAxeViolations(document.body);
  });

  test('given an empty form, when 立即登录 is pressed, then 填写账号 and 请输入验证码 show', async () => {
    const user = setupUser();
    const onSubmit = vi.fn();
    render(<Login defaultOpen onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: '立即登录' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual(['填写账号', '请输入验证码', '']);
    expect(screen.getByRole('textbox', { name: '验证码' })).toHaveAccessibleDescription('请输入验证码');
    await expectNoAxeViolations(document.body);
  });

  test('given a failed send, then the button is enabled at once and the server message shows', async () => {
    const user = setupUser();
    render(<Login defaultOpen onSendCode={() => Promise.reject(new Error('输入正确手机号'))} />);
    await user.type(screen.getByRole('textbox', { name: '手机号' }), '123');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
    expect(screen.getAllByRole('alert')[2]).toHaveTextContent('输入正确手机号');
  });

  test('given the e-mail mode and a rejected sign-in, then type 2 is sent and the server message shows', async () => {
    const user = setupUser();
    const onSubmit = vi.fn(async () => {
      throw new Error('登录失败,您没有报名此活动');
    });
    render(<Login defaultOpen onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: '邮箱验证码登录' }));
    expect(screen.queryByText('港澳台地区手机号请加区号')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: '邮箱' }), 'a@b.cn');
    await user.type(screen.getByRole('textbox', { name: '验证码' }), '123456');
    expect(screen.getByRole('textbox', { name: '验证码' })).toHaveValue('1234');
    await user.click(screen.getByRole('button', { name: '立即登录' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(onSubmit).toHaveBeenCalledWith({ account: 'a@b.cn', code: '1234', mode: 'email' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')[2]).toHaveTextContent('登录失败,您没有报名此活动');
    await expectNoAxeViolations(document.body);
  });

  test('given the WeChat mode, then the QR page shows in a titled iframe', async () => {
    const user = setupUser();
    render(<Login defaultOpen />);
    await user.click(screen.getByRole('button', { name: '微信扫码登录' }));
    const frame = screen.getByTitle('微信扫码登录');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://open.weixin.qq.com/connect/qrconnect?state=WX_1');
    expect(screen.queryByRole('textbox')).toBeNull();
    await expectNoAxeViolations(document.body);
  });

  test('given no qrUrl, then the default modes are phone and e-mail, without a WeChat button', () => {
    render(
      <LoginDialog.Root defaultOpen>
        <LoginDialog.Content />
      </LoginDialog.Root>,
    );
    const modes = within(screen.getByRole('group', { name: '登录方式' })).getAllByRole('button');
    expect(modes.map((mode) => mode.textContent)).toEqual(['手机验证码登录', '邮箱验证码登录']);
  });

  test('given a trigger named 登录, then the submit button has a name of its own (立即登录)', async () => {
    const user = setupUser();
    render(<Login />);
    await user.click(screen.getByRole('button', { name: '登录' }));
    const dialog = screen.getByRole('dialog', { name: '登录' });
    expect(within(dialog).getByRole('button', { name: '立即登录' })).toHaveAttribute('type', 'submit');
    expect(within(dialog).queryByRole('button', { name: '登录' })).toBeNull();
  });

  test('given an error prop, then it shows as the server message', () => {
    render(<Login defaultOpen error="验证码错误" />);
    expect(screen.getAllByRole('alert')[2]).toHaveTextContent('验证码错误');
  });

  test('given the supply-chain login, then it is titled 登录供应链系统 and Escape does not close it', async () => {
    const user = setupUser();
    const onOpenChange = vi.fn();
    render(
      <LoginDialog.Root defaultOpen closable={false} modes={['phone']} labels={{ title: '登录供应链系统' }} onOpenChange={onOpenChange}>
        <LoginDialog.Content />
      </LoginDialog.Root>,
    );
    expect(screen.getByRole('dialog', { name: '登录供应链系统' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '关闭' })).toBeNull();
    expect(screen.queryByRole('group', { name: '登录方式' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    await expectNoAxeViolations(document.body);
  });

  test('given a closable dialog, when 关闭 is pressed, then it closes', async () => {
    const user = setupUser();
    render(<Login defaultOpen />);
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('given composed parts, then props and refs reach the elements', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <LoginDialog.Root defaultOpen>
        <LoginDialog.Content>
          <LoginDialog.Title />
          <LoginDialog.Form>
            <LoginDialog.Account ref={ref} className="account" />
          </LoginDialog.Form>
        </LoginDialog.Content>
      </LoginDialog.Root>,
    );
    expect(ref.current).toHaveClass('account');
    expect(ref.current).toHaveAttribute('type', 'tel');
  });

  test('given the former names, then they are the same parts', () => {
    expect(LoginDialog.Error).toBe(LoginDialog.ErrorMessage);
    expect(LoginDialog.LoginDialogError).toBe(LoginDialog.LoginDialogErrorMessage);
  });

  test('given an account field outside its root, then it throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<LoginDialogAccount />)).toThrow('`LoginDialogAccount` must be used within `LoginDialog`');
  });
});
