import { lazy, Suspense, useState } from 'react';
import { requestLogin, useSessionUser } from '../../lib/session-user';
import type { Notice } from './cooperation-dialogs';

export interface CooperationProps {
  /** The entry's label: 行家入驻 (default) or 合作. */
  label?: string;
  /** The kind preselected: 1 expert, 2 organisation. */
  type?: 1 | 2;
  className?: string | undefined;
}

const loadDialogs = () => import('./cooperation-dialogs');
const CooperationDialogs = lazy(() => loadDialogs().then((m) => ({ default: m.CooperationDialogs })));

/**
 * The cooperation entry: signed in, it opens the form (合作申请); else '请先登录', then the login
 * dialog. The dialogs' code (Radix's dialog machinery with them) loads when the entry is first
 * pointed at, focused or pressed, so the pages that show the entry do not carry it.
 */
export function Cooperation({ label = '行家入驻', type = 1, className }: CooperationProps) {
  const user = useSessionUser();
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialogs()}
        onFocus={() => void loadDialogs()}
        onClick={() => {
          setUsed(true);
          if (user) setOpen(true);
          else setNotice({ message: '请先登录', then: requestLogin });
        }}
      >
        {label}
      </button>
      {used ? (
        <Suspense fallback={null}>
          <CooperationDialogs open={open} onOpenChange={setOpen} notice={notice} onNotice={setNotice} type={type} />
        </Suspense>
      ) : null}
    </>
  );
}
