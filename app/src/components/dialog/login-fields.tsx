import { LoginDialog } from '@hangjia/ui';

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
    <LoginDialog.Form className={classes.form}>
      <LoginDialog.Account className={classes.input} />
      <LoginDialog.Hint className={classes.hint} />
      <LoginDialog.Error field="account" className={classes.error} />
      <div className={classes.codeRow}>
        <LoginDialog.Code className={classes.input} />
        <LoginDialog.SendCode className={classes.send} />
      </div>
      <LoginDialog.Error field="code" className={classes.error} />
      <LoginDialog.Error field="server" className={classes.error} />
      <LoginDialog.Submit className={classes.submit} />
    </LoginDialog.Form>
  );
}
