import { lazy, Suspense, useState } from 'react';
import { session } from '../../../lib/api';
import * as styles from './login.css';

const LoginDialog = lazy(() => import('./login-dialog').then((m) => ({ default: m.LoginDialog })));

/** The header's login entry: opens the login dialog (loaded on first use); a logged-in user sees their name. */
export function LoginEntry() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const [user, setUser] = useState(() => session.getUser());
  if (user) {
    return (
      <span className={styles.user}>
        {user.icon ? <img src={user.icon} alt="" width={28} height={28} className={styles.userIcon} /> : null}
        <span>{user.name}</span>
      </span>
    );
  }
  return (
    <>
      <button
        type="button"
        className={styles.entry}
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        登录
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <LoginDialog open={open} onOpenChange={setOpen} onLoggedIn={() => setUser(session.getUser())} />
        </Suspense>
      ) : null}
    </>
  );
}
