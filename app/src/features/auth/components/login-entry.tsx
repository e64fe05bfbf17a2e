import { lazy, Suspense, useEffect, useState } from 'react';
import { Island } from '../../../lib/islands/island';
import { preloadable } from '../../../lib/islands/preloadable';
import { useSessionStore } from '@hangjia/sdk/react';
import { onLoginRequest, useSessionUser } from '../../../lib/scope/session-user';
import * as layout from '../../../components/page-layout/page-layout.css';
import * as styles from './login-entry.css';

const loadLoginDialog = () => import('./login-dialog');
const LoginDialog = lazy(() => loadLoginDialog().then((m) => ({ default: m.LoginDialog })));

// A signed-in user's menu: its code loads only for them, as the page first renders (a press on it
// before it has hydrated is done again once it has: lib/islands/island.tsx), or with the login dialog (so
// the menu shows at once after a login).
const userMenu = preloadable(() => import('./user-menu'));
const UserMenu = userMenu.part((m) => m.UserMenu);
const always = () => true;

/**
 * The header's login entry: 登录 opens the login dialog (loaded on first use; any part of the page
 * may ask for it with `requestLogin()`). A logged-in user sees their name, with a menu holding
 * 我的问答 and 退出登录. Closing the dialog gives the focus back to what opened it; after a sign-in
 * from 登录 (gone then) it goes to the user's menu, and '登录成功' is announced either way.
 */
export function LoginEntry() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  // Opened by 登录 itself, not by requestLogin() from elsewhere on the page.
  const [fromEntry, setFromEntry] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  const session = useSessionStore();
  const user = useSessionUser();
  if (typeof window !== 'undefined' && user) void userMenu.preload();

  useEffect(
    () =>
      onLoginRequest(() => {
        void userMenu.preload();
        setRequested(true);
        setFromEntry(false);
        setOpen(true);
      }),
    [],
  );

  const status = (
    <span role="status" className={layout.visuallyHidden}>
      {signedIn ? '登录成功' : ''}
    </span>
  );
  if (user) {
    return (
      <>
        <Island wakeNow={always}>
          <UserMenu name={user.name ?? ''} icon={user.icon} focusOnMount={signedIn && fromEntry} />
        </Island>
        {status}
      </>
    );
  }
  return (
    <>
      <button
        type="button"
        className={styles.entry}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadLoginDialog()}
        onFocus={() => void loadLoginDialog()}
        onClick={() => {
          void userMenu.preload();
          setRequested(true);
          setFromEntry(true);
          setOpen(true);
        }}
      >
        登录
      </button>
      {status}
      {requested ? (
        <Suspense fallback={null}>
          <LoginDialog
            open={open}
            onOpenChange={(next) => {
              setOpen(next);
              if (!next && session.getUser()) setSignedIn(true);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
