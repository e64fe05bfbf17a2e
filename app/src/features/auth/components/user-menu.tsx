import { useLogout } from '@hangjia/sdk/react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { session } from '../../../lib/api';
import * as styles from './login-entry.css';
import { thumbnailImage } from '../../../lib/thumbnail';

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

export function UserMenu({ name, icon }: { name: string; icon?: string | undefined }) {
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
