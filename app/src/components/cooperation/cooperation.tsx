import { lazy, Suspense } from 'react';
import { intentProps } from '../dialog/lazy-dialog';
import { useSignedInDialog } from '../dialog/use-signed-in-dialog';

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
 * pointed at, touched, focused or pressed, so the pages that show the entry do not carry it.
 */
export function Cooperation({ label = '行家入驻', type = 1, className }: CooperationProps) {
  const entry = useSignedInDialog();
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" {...intentProps(loadDialogs)} onClick={entry.press}>
        {label}
      </button>
      {entry.used ? (
        <Suspense fallback={null}>
          <CooperationDialogs {...entry.dialog} type={type} />
        </Suspense>
      ) : null}
    </>
  );
}
