import { useGetScToken, useSessionStore } from '@hangjia/sdk/react';
import { ToastProvider } from '@hangjia/ui';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { activeScTab, scMoreLinks, scTabLinks } from '../sc-tabs';
import { saveScLogin, scToken } from '../sc-session';
import { ScLoginDialog } from './sc-login-dialog';
import * as styles from './sc.css';
import { useSignedOut } from '../../../lib/scope/signed-out';

/**
 * The frame of every /sc/* page: the tab bar (1 /sc/person, 2 /sc/chart, 3 the rest) and the
 * gate. Without a supply-chain token the children do not render: a portal user with an account
 * gets the token automatically, anyone else sees the non-closable dialog 登录供应链系统.
 */
export function ScShell({ children }: { children?: ReactNode }) {
  const session = useSessionStore();
  const [token, setToken] = useState(() => scToken(session));
  // A refused token (401) while the page stays: back to the gate and its login dialog.
  useSignedOut(useCallback(() => setToken(scToken(session)), [session]));
  return (
    <ToastProvider duration={3000} viewportProps={{ className: styles.toastViewport }} toastProps={{ className: styles.toast }}>
      <div className={styles.shell}>
        {token ? (
          <>
            <ScTabs />
            {children}
          </>
        ) : (
          <ScGate />
        )}
      </div>
    </ToastProvider>
  );
}

function ScTabs() {
  const { pathname } = useLocation();
  const active = activeScTab(pathname);
  return (
    <nav className={styles.tabs} aria-label="供应链">
      {scTabLinks.map((link) => (
        <Link
          key={link.tab}
          to={link.to}
          className={styles.tab}
          data-tab={link.tab}
          data-active={link.tab === active ? '' : undefined}
          aria-current={link.tab === active ? 'page' : undefined}
        >
          {link.label}
        </Link>
      ))}
      {active === 3 ? (
        <span className={styles.subTabs}>
          {scMoreLinks.map((link) => (
            <Link key={link.to} to={link.to} aria-current={pathname.replace(/\/+$/, '') === link.to ? 'page' : undefined}>
              {link.label}
            </Link>
          ))}
        </span>
      ) : null}
    </nav>
  );
}

/** No token: fetch it for a portal user with an account, else (or when that fails) the dialog. */
function ScGate() {
  const session = useSessionStore();
  const [user, setUser] = useState(() => session.getUser());
  const [dialog, setDialog] = useState(() => !user?.account);
  const getToken = useGetScToken();
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (!user?.account || asked.current === user.account) return;
    asked.current = user.account;
    const phone = user.account;
    setDialog(false);
    getToken.mutate(
      { phone, userId: user.id },
      {
        onSuccess: (answer) => {
          saveScLogin(session, answer, phone);
          window.location.reload();
        },
        onError: () => setDialog(true),
      },
    );
  }, [user, getToken, session]);

  // A QR login in another window stores the portal user; pick it up when this window is back.
  useEffect(() => {
    const check = () => {
      const next = session.getUser();
      if (next && next.id !== user?.id) setUser(next);
    };
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, [user, session]);

  return (
    <div className={styles.gate}>
      <p role="status">{dialog ? '请先登录供应链系统' : '正在登录供应链系统…'}</p>
      <ScLoginDialog open={dialog} user={user} />
    </div>
  );
}
