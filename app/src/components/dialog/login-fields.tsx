import { LoginDialogAccount, LoginDialogCode, LoginDialogErrorMessage, LoginDialogForm, LoginDialogHint, LoginDialogSendCode, LoginDialogSubmit } from '@hangjia/ui';

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
        <LoginDialogSendCode className={classes.send} />
      </div>
      <LoginDialogErrorMessage field="code" className={classes.error} />
      <LoginDialogErrorMessage field="server" className={classes.error} />
      <LoginDialogSubmit className={classes.submit} />
    </LoginDialogForm>
  );
}
