import { LoginDialogAccount, LoginDialogCode, LoginDialogErrorMessage, LoginDialogForm, LoginDialogHint, LoginDialogSendCode, LoginDialogSubmit } from '@hangjia/ui';

/**
 * How long the send-code button waits before another code may be asked for: 120 s (specification
 * 000, §4 "Login code button is disabled for 120 seconds with a countdown", §9 "Login code countdown
 * 120 s"; 001, §9 "SMS countdown: … actual countdown 120 s"). Every login dialog of the site (the
 * portal's, the event files', the supply-chain area's) shows its code button here.
 */
export const LOGIN_CODE_SECONDS = 120;

export interface LoginFieldsClasses {
  form: string;
  input: string;
  hint: string;
  error: string;
  codeRow: string;
  send: string;
  submit: string;
}

/** The form of a login dialog: account, code with its send button, their errors and the submit. */
export function LoginFields({ classes }: { classes: LoginFieldsClasses }) {
  return (
    <LoginDialogForm className={classes.form}>
      <LoginDialogAccount className={classes.input} />
      <LoginDialogHint className={classes.hint} />
      <LoginDialogErrorMessage field="account" className={classes.error} />
      <div className={classes.codeRow}>
        <LoginDialogCode className={classes.input} />
        <LoginDialogSendCode seconds={LOGIN_CODE_SECONDS} className={classes.send} />
      </div>
      <LoginDialogErrorMessage field="code" className={classes.error} />
      <LoginDialogErrorMessage field="server" className={classes.error} />
      <LoginDialogSubmit className={classes.submit} />
    </LoginDialogForm>
  );
}
