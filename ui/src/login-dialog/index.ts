// `@hangjia/ui/login-dialog`: the login dialog (`import * as LoginDialog from '@hangjia/ui/login-dialog'`).
export { LoginDialogAccount, LoginDialogClose, LoginDialogCode, LoginDialogContent, LoginDialogError, LoginDialogForm, LoginDialogHint, LoginDialogModes, LoginDialogQr, LoginDialogRoot, LoginDialogSendCode, LoginDialogSubmit, LoginDialogTitle, LoginDialogTrigger, loginDialogLabels, type LoginDialogContentProps, type LoginDialogErrorProps, type LoginDialogLabels, type LoginDialogRootProps } from './login-dialog';
export { CODE_MAX_LENGTH, failureMessage, toLoginPayload, validateLogin, validateSendCode, type CodeLoginMode, type LoginFieldError, type LoginMode, type LoginPayload } from './login-form';
export { useLoginForm, type LoginFormState, type UseLoginFormOptions } from './use-login-form';

/** The parts under short names, for `import * as LoginDialog from '@hangjia/ui/login-dialog'`. */
export { LoginDialogRoot as Root, LoginDialogTrigger as Trigger, LoginDialogContent as Content, LoginDialogTitle as Title, LoginDialogModes as Modes, LoginDialogForm as Form, LoginDialogAccount as Account, LoginDialogCode as Code, LoginDialogSendCode as SendCode, LoginDialogHint as Hint, LoginDialogError as Error, LoginDialogSubmit as Submit, LoginDialogQr as Qr, LoginDialogClose as Close } from './login-dialog';
