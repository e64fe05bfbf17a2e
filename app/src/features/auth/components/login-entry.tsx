import { useLogout } from '@hangjia/sdk/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { session } from '../../../lib/api';
import { onLoginRequest, useSessionUser } from '../../../lib/session-user';
import * as styles from './login.css';

const LoginDialog = lazy(() => import('./login-dialog').then((m) => ({ default: m.LoginDialog })));

/**
 * The header's login entry: 登录 opens the login dialog (loaded on first use; any part of the page
 * may ask for it with `requestLogin()`). A logged-in user sees their name, with a menu holding
 * 我的问答 and 退出登录.
 */
export function LoginEntry() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const user = useSessionUser();

  useEffect(
    () =>
      onLoginRequest(() => {
        setRequested(true);
        setOpen(true);
      }),
    [],
  );

  if (user) return <UserMenu name={user.name ?? ''} icon={user.icon} />;
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
          <LoginDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Ends the session: tells the server, clears the stored session and cookies, reloads. */
function useLogoutAndReload() {
  const logout = useLogout();
  return () => {
    if (logout.isPending) return;
    const done = () => {
      session.logout();
      window.location.reload();
    };
    logout.mutate(undefined, { onSettled: done });
  };
}

function UserMenu({ name, icon }: { name: string; icon?: string | undefined }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const logout = useLogoutAndReload();

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div className={styles.menuRoot} ref={root}>
      <button type="button" className={styles.user} aria-expanded={open} aria-controls="user-menu" onClick={() => setOpen((v) => !v)}>
        {icon ? <img src={icon} alt="" width={28} height={28} className={styles.userIcon} /> : null}
        <span>{name}</span>
      </button>
      {open ? (
        <ul id="user-menu" className={styles.menu} aria-label="用户菜单">
          <li>
            <Link to={paths.questions()} className={styles.menuItem} onClick={() => setOpen(false)}>
              邀请回答
            </Link>
          </li>
          <li>
            <button type="button" className={styles.menuItem} onClick={logout}>
              退出登录
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
