// `@hangjia/ui/login-dialog`: the login dialog (`import * as LoginDialog from '@hangjia/ui/login-dialog'`).
export { LoginDialogAccount, LoginDialogClose, LoginDialogCode, LoginDialogContent, LoginDialogError, LoginDialogErrorMessage, LoginDialogForm, LoginDialogHint, LoginDialogModes, LoginDialogQr, LoginDialogRoot, LoginDialogSendCode, LoginDialogSubmit, LoginDialogTitle, LoginDialogTrigger, loginDialogLabels, type LoginDialogContentProps, type LoginDialogErrorMessageProps, type LoginDialogErrorProps, type LoginDialogLabels, type LoginDialogRootProps } from './login-dialog';
export { CODE_MAX_LENGTH, failureMessage, toLoginPayload, validateLogin, validateSendCode, type CodeLoginMode, type LoginDialogMode, type LoginFieldError, type LoginMode, type LoginPayload } from './login-dialog-logic';
export { useLoginForm, type LoginFormState, type UseLoginFormOptions } from './use-login-form';

/** The parts under short names, for `import * as LoginDialog from '@hangjia/ui/login-dialog'`. */
export { LoginDialogRoot as Root, LoginDialogTrigger as Trigger, LoginDialogContent as Content, LoginDialogTitle as Title, LoginDialogModes as Modes, LoginDialogForm as Form, LoginDialogAccount as Account, LoginDialogCode as Code, LoginDialogSendCode as SendCode, LoginDialogHint as Hint, LoginDialogErrorMessage as ErrorMessage, LoginDialogSubmit as Submit, LoginDialogQr as Qr, LoginDialogClose as Close } from './login-dialog';
/** `LoginDialog.Error`, deprecated: imported by name it shadows the global `Error`; use `ErrorMessage`. Removed in the next minor. */
export { LoginDialogError as Error } from './login-dialog';
