import { useLogin } from '@hangjia/sdk/react';
import { LoginDialog as Login } from '@hangjia/ui';
import { LoginFields } from '../../../components/dialog/login-fields';
import { api, session } from '../../../lib/api';
import * as styles from './login.css';

export interface LoginDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLoggedIn: () => void;
}

/** Login by phone or e-mail code: validates, sends the code (then counts down 120 s) and logs in. */
export function LoginDialog({ open, onOpenChange, onLoggedIn }: LoginDialogProps) {
  const login = useLogin();
  return (
    <Login.Root
      open={open}
      onOpenChange={onOpenChange}
      modes={['phone', 'email']}
      codeSeconds={120}
      onSendCode={async (account, mode) => {
        await api.auth.sendSms(mode === 'email' ? { email: account, type: 2 } : { phone: account, type: 1 });
      }}
      onSubmit={async ({ account, code, type }) => {
        const answer = await login.mutateAsync(type === 2 ? { email: account, code, type } : { phone: account, code, type });
        session.setToken(`${answer.tokenHead}${answer.token}`);
        session.setUser(answer.user);
        onLoggedIn();
      }}
    >
      <Login.Content className={styles.content} overlayProps={{ className: styles.overlay }}>
        <Login.Title className={styles.title} />
        <Login.Modes className={styles.modes} />
        <LoginFields classes={styles} />
        <Login.Close className={styles.close} />
      </Login.Content>
    </Login.Root>
  );
}
