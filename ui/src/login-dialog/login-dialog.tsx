import * as Dialog from '@radix-ui/react-dialog';
import { forwardRef, useId, type ComponentPropsWithoutRef, type ElementRef, type ReactNode } from 'react';
import { CountdownButton, type CountdownButtonProps } from '../countdown-button/countdown-button';
import { composeEventHandlers } from '../shared/compose';
import { createContext } from '../shared/context';
import { dataAttr } from '../shared/labels';
import { useReturnFocus } from '../shared/return-focus';
import { useControllableState } from '../shared/use-controllable-state';
import { CODE_MAX_LENGTH, validateSendCode, type LoginDialogMode } from './login-dialog-logic';
import { useLoginForm, type LoginFormState, type UseLoginFormOptions } from './use-login-form';

export const loginDialogLabels = {
  title: '登录',
  modes: '登录方式',
  phone: '手机验证码登录',
  email: '邮箱验证码登录',
  wechat: '微信扫码登录',
  phoneAccount: '手机号',
  emailAccount: '邮箱',
  phonePlaceholder: '请输入手机号',
  emailPlaceholder: '请输入邮箱',
  phoneHint: '港澳台地区手机号请加区号',
  code: '验证码',
  codePlaceholder: '请输入验证码',
  sendCode: '获取验证码',
  counting: '{n}s',
  submit: '立即登录',
  close: '关闭',
  qrTitle: '微信扫码登录',
  'account-for-code': '请输入账号',
  account: '填写账号',
  'code-required': '请输入验证码',
  failed: '登录失败',
};
export type LoginDialogLabels = typeof loginDialogLabels;

interface LoginDialogContextValue extends LoginFormState {
  labels: LoginDialogLabels;
  modes: LoginDialogMode[];
  closable: boolean;
  serverError?: string;
  qrUrl?: string;
  codeSeconds?: number;
  ids: { account: string; code: string; hint: string; accountError: string; codeError: string; serverError: string };
}

const [LoginDialogProvider, useLoginDialogContext] = /*#__PURE__*/ createContext<LoginDialogContextValue>('LoginDialog');

export interface LoginDialogRootProps extends Omit<UseLoginFormOptions, 'messages' | 'onSuccess'> {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The modes offered, in order. Default phone and e-mail, and WeChat after them when `qrUrl` is given. */
  modes?: LoginDialogMode[];
  /** A non-closable dialog (the supply-chain area's '登录供应链系统') has no close button and ignores Escape and outside clicks. */
  closable?: boolean;
  /** A message from the server to show, e.g. '登录失败,您没有报名此活动'. */
  error?: string;
  /** The WeChat QR login page to embed; without it (and without `modes`) no WeChat mode is offered. */
  qrUrl?: string;
  /** Seconds before another code may be sent. Default `COUNTDOWN_SECONDS` (60). */
  codeSeconds?: number;
  labels?: Partial<LoginDialogLabels>;
  children?: ReactNode;
}

/** A Radix dialog logging in by phone code, e-mail code or WeChat QR; closes itself when `onSubmit` succeeds. */
export function LoginDialogRoot({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  qrUrl,
  modes = qrUrl ? ['phone', 'email', 'wechat'] : ['phone', 'email'],
  closable = true,
  error,
  codeSeconds,
  labels,
  children,
  ...formOptions
}: LoginDialogRootProps) {
  const [open, setOpen] = useControllableState({ prop: openProp, defaultProp: defaultOpen, onChange: onOpenChange });
  const merged = { ...loginDialogLabels, ...labels };
  const form = useLoginForm({
    defaultMode: modes[0],
    ...formOptions,
    onSuccess: () => setOpen(false),
    messages: { 'account-for-code': merged['account-for-code'], account: merged.account, code: merged['code-required'], failed: merged.failed },
  });
  const id = useId();
  const ids = {
    account: `${id}-account`,
    code: `${id}-code`,
    hint: `${id}-hint`,
    accountError: `${id}-account-error`,
    codeError: `${id}-code-error`,
    serverError: `${id}-server-error`,
  };
  return (
    <LoginDialogProvider {...{ ...form, labels: merged, modes, closable, serverError: error ?? form.failure, qrUrl, codeSeconds, ids }}>
      <Dialog.Root
        open={open}
        onOpenChange={(next) => {
          if (next || closable) setOpen(next);
        }}
      >
        {children}
      </Dialog.Root>
    </LoginDialogProvider>
  );
}

export const LoginDialogTrigger = /*#__PURE__*/ forwardRef<ElementRef<typeof Dialog.Trigger>, ComponentPropsWithoutRef<typeof Dialog.Trigger>>(
  function LoginDialogTrigger(props, ref) {
    useLoginDialogContext('LoginDialogTrigger');
    return <Dialog.Trigger {...props} ref={ref} />;
  },
);

export interface LoginDialogContentProps extends ComponentPropsWithoutRef<typeof Dialog.Content> {
  overlayProps?: ComponentPropsWithoutRef<typeof Dialog.Overlay>;
}

/**
 * Portal, overlay and content; without children it lays out the whole login form for the current
 * mode. Closed, it gives the focus back to what had it when it opened (see useReturnFocus).
 */
export const LoginDialogContent = /*#__PURE__*/ forwardRef<ElementRef<typeof Dialog.Content>, LoginDialogContentProps>(function LoginDialogContent(
  { overlayProps, children, onEscapeKeyDown, onInteractOutside, onOpenAutoFocus, onCloseAutoFocus, ...props },
  ref,
) {
  const login = useLoginDialogContext('LoginDialogContent');
  const focus = useReturnFocus({ ref, onOpenAutoFocus, onCloseAutoFocus });
  const keepOpen = (event: Event) => {
    if (!login.closable) event.preventDefault();
  };
  return (
    <Dialog.Portal>
      <Dialog.Overlay {...overlayProps} />
      <Dialog.Content
        aria-describedby={undefined}
        data-mode={login.mode}
        {...props}
        {...focus}
        onEscapeKeyDown={composeEventHandlers(onEscapeKeyDown, keepOpen)}
        onInteractOutside={composeEventHandlers(onInteractOutside, keepOpen)}
      >
        {children ?? (
          <>
            <LoginDialogTitle />
            {login.modes.length > 1 && <LoginDialogModes />}
            {login.mode === 'wechat' ? (
              <LoginDialogQr />
            ) : (
              <LoginDialogForm>
                <LoginDialogAccount />
                {login.mode === 'phone' && <LoginDialogHint />}
                <LoginDialogErrorMessage field="account" />
                <LoginDialogCode />
                <LoginDialogSendCode />
                <LoginDialogErrorMessage field="code" />
                <LoginDialogErrorMessage field="server" />
                <LoginDialogSubmit />
              </LoginDialogForm>
            )}
            {login.closable && <LoginDialogClose />}
          </>
        )}
      </Dialog.Content>
    </Dialog.Portal>
  );
});

export const LoginDialogTitle = /*#__PURE__*/ forwardRef<ElementRef<typeof Dialog.Title>, ComponentPropsWithoutRef<typeof Dialog.Title>>(
  function LoginDialogTitle({ children, ...props }, ref) {
    const login = useLoginDialogContext('LoginDialogTitle');
    return (
      <Dialog.Title {...props} ref={ref}>
        {children ?? login.labels.title}
      </Dialog.Title>
    );
  },
);

/** Buttons choosing the login mode (`aria-pressed`, `data-state="active|inactive"`). */
export const LoginDialogModes = /*#__PURE__*/ forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(function LoginDialogModes(
  { children, ...props },
  ref,
) {
  const login = useLoginDialogContext('LoginDialogModes');
  return (
    <div role="group" aria-label={login.labels.modes} {...props} ref={ref}>
      {children ??
        login.modes.map((mode) => (
          <button
            key={mode}
            type="button"
            aria-pressed={login.mode === mode}
            data-state={login.mode === mode ? 'active' : 'inactive'}
            data-mode={mode}
            onClick={() => login.setMode(mode)}
          >
            {login.labels[mode]}
          </button>
        ))}
    </div>
  );
});

export const LoginDialogForm = /*#__PURE__*/ forwardRef<HTMLFormElement, ComponentPropsWithoutRef<'form'>>(function LoginDialogForm(
  { onSubmit, ...props },
  ref,
) {
  const login = useLoginDialogContext('LoginDialogForm');
  return (
    <form
      noValidate
      aria-busy={login.submitting}
      data-state={login.submitting ? 'submitting' : 'idle'}
      {...props}
      ref={ref}
      onSubmit={composeEventHandlers(onSubmit, (event) => {
        event.preventDefault();
        void login.submit();
      })}
    />
  );
});

/** The phone number or e-mail field, by mode. */
export const LoginDialogAccount = /*#__PURE__*/ forwardRef<HTMLInputElement, ComponentPropsWithoutRef<'input'>>(function LoginDialogAccount(
  { onChange, ...props },
  ref,
) {
  const login = useLoginDialogContext('LoginDialogAccount');
  const email = login.mode === 'email';
  const describedBy = [login.mode === 'phone' ? login.ids.hint : '', login.errors.account ? login.ids.accountError : ''].filter(Boolean).join(' ');
  return (
    <input
      id={login.ids.account}
      type={email ? 'email' : 'tel'}
      autoComplete={email ? 'email' : 'tel'}
      aria-label={email ? login.labels.emailAccount : login.labels.phoneAccount}
      placeholder={email ? login.labels.emailPlaceholder : login.labels.phonePlaceholder}
      aria-invalid={login.errors.account ? true : undefined}
      aria-describedby={describedBy || undefined}
      data-invalid={dataAttr(!!login.errors.account)}
      value={login.account}
      {...props}
      ref={ref}
      onChange={composeEventHandlers(onChange, (event) => login.setAccount(event.currentTarget.value))}
    />
  );
});

/** The code field: at most 4 characters. */
export const LoginDialogCode = /*#__PURE__*/ forwardRef<HTMLInputElement, ComponentPropsWithoutRef<'input'>>(function LoginDialogCode(
  { onChange, ...props },
  ref,
) {
  const login = useLoginDialogContext('LoginDialogCode');
  return (
    <input
      id={login.ids.code}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_MAX_LENGTH}
      aria-label={login.labels.code}
      placeholder={login.labels.codePlaceholder}
      aria-invalid={login.errors.code ? true : undefined}
      aria-describedby={login.errors.code ? login.ids.codeError : undefined}
      data-invalid={dataAttr(!!login.errors.code)}
      value={login.code}
      {...props}
      ref={ref}
      onChange={composeEventHandlers(onChange, (event) => login.setCode(event.currentTarget.value))}
    />
  );
});

/** The countdown send-code button; a missing account shows '请输入账号' and does not start counting. */
export const LoginDialogSendCode = /*#__PURE__*/ forwardRef<HTMLButtonElement, CountdownButtonProps>(function LoginDialogSendCode(
  { onClick, ...props },
  ref,
) {
  const login = useLoginDialogContext('LoginDialogSendCode');
  return (
    <CountdownButton
      seconds={login.codeSeconds}
      labels={{ idle: login.labels.sendCode, counting: login.labels.counting }}
      {...props}
      ref={ref}
      onClick={(event) => {
        const theirs = onClick?.(event);
        if (event.defaultPrevented) return theirs;
        // Without an account nothing is sent, so the countdown does not start.
        if (validateSendCode(login.account).length > 0) event.preventDefault();
        return login.sendCode();
      }}
    />
  );
});

export const LoginDialogHint = /*#__PURE__*/ forwardRef<HTMLParagraphElement, ComponentPropsWithoutRef<'p'>>(function LoginDialogHint(
  { children, ...props },
  ref,
) {
  const login = useLoginDialogContext('LoginDialogHint');
  return (
    <p id={login.ids.hint} {...props} ref={ref}>
      {children ?? login.labels.phoneHint}
    </p>
  );
});

export interface LoginDialogErrorMessageProps extends ComponentPropsWithoutRef<'p'> {
  /** Which message: the account's, the code's, or the server's. */
  field: 'account' | 'code' | 'server';
}

/** @deprecated use `LoginDialogErrorMessageProps`; removed in the next minor */
export type LoginDialogErrorProps = LoginDialogErrorMessageProps;

/** A live message (`role="alert"`), empty until there is something to say. */
export const LoginDialogErrorMessage = /*#__PURE__*/ forwardRef<HTMLParagraphElement, LoginDialogErrorMessageProps>(function LoginDialogErrorMessage(
  { field, children, ...props },
  ref,
) {
  const login = useLoginDialogContext('LoginDialogErrorMessage');
  const message = field === 'server' ? login.serverError : login.errors[field];
  const id = field === 'account' ? login.ids.accountError : field === 'code' ? login.ids.codeError : login.ids.serverError;
  return (
    <p id={id} role="alert" data-field={field} data-state={message ? 'error' : 'idle'} {...props} ref={ref}>
      {children ?? message}
    </p>
  );
});

/** @deprecated use `LoginDialogErrorMessage` (`LoginDialog.ErrorMessage`); removed in the next minor */
export const LoginDialogError = LoginDialogErrorMessage;

export const LoginDialogSubmit = /*#__PURE__*/ forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(function LoginDialogSubmit(
  { children, ...props },
  ref,
) {
  const login = useLoginDialogContext('LoginDialogSubmit');
  return (
    <button type="submit" aria-disabled={login.submitting || undefined} data-disabled={dataAttr(login.submitting)} {...props} ref={ref}>
      {children ?? login.labels.submit}
    </button>
  );
});

/** The WeChat QR login page in an iframe titled '微信扫码登录'. */
export const LoginDialogQr = /*#__PURE__*/ forwardRef<HTMLIFrameElement, ComponentPropsWithoutRef<'iframe'>>(function LoginDialogQr(props, ref) {
  const login = useLoginDialogContext('LoginDialogQr');
  if (!login.qrUrl && !props.src) return null;
  return <iframe src={login.qrUrl} title={login.labels.qrTitle} {...props} ref={ref} />;
});

export const LoginDialogClose = /*#__PURE__*/ forwardRef<ElementRef<typeof Dialog.Close>, ComponentPropsWithoutRef<typeof Dialog.Close>>(
  function LoginDialogClose({ children, ...props }, ref) {
    const login = useLoginDialogContext('LoginDialogClose');
    return (
      <Dialog.Close aria-label={login.labels.close} {...props} ref={ref}>
        {children ?? '×'}
      </Dialog.Close>
    );
  },
);
