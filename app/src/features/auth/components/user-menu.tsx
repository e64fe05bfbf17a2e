import { useLogout, useSessionStore } from '@hangjia/sdk/react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import * as styles from './login-entry.css';
import { thumbnailImage } from '../../../lib/content/thumbnail';

/** Ends the session: tells the server, clears the stored session and cookies, reloads. */
function useLogoutAndReload() {
  const logout = useLogout();
  const session = useSessionStore();
  return () => {
    if (logout.isPending) return;
    const done = () => {
      session.logout();
      window.location.reload();
    };
    logout.mutate(undefined, { onSettled: done });
  };
}

/**
 * The signed-in user's name and menu (邀请回答, 退出登录). Escape closes the menu and, when the focus
 * was in it, gives it back to the name's button; `focusOnMount` focuses that button as it appears
 * (after a sign-in from the header's 登录, which it replaces).
 */
export function UserMenu({ name, icon, focusOnMount = false }: { name: string; icon?: string | undefined; focusOnMount?: boolean }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const logout = useLogoutAndReload();
  const focusFirst = useRef(focusOnMount);

  useEffect(() => {
    if (focusFirst.current) button.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        if (root.current?.contains(document.activeElement)) button.current?.focus();
        setOpen(false);
      } else if (!root.current?.contains(event.target as Node)) setOpen(false);
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
      <button type="button" ref={button} className={styles.user} aria-expanded={open} aria-controls="user-menu" onClick={() => setOpen((v) => !v)}>
        {icon ? <img {...thumbnailImage(icon, 28, 28)} alt="" width={28} height={28} className={styles.userIcon} /> : null}
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
