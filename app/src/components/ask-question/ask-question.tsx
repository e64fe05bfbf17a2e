import { lazy, Suspense, useState } from 'react';
import { requestLogin, useSessionUser } from '../../lib/session-user';
import { intentProps } from '../dialog/lazy-dialog';
import type { Notice } from './question-draft';

export interface AskQuestionProps {
  /** The expert asked (`toUid`). */
  toUid: number;
  /** The expert's name, for the dialog's title. */
  toName?: string | undefined;
  className?: string | undefined;
  label?: string;
}

const loadDialog = () => import('./ask-question-dialog');
const AskQuestionDialog = lazy(() => loadDialog().then((m) => ({ default: m.AskQuestionDialog })));

/**
 * 向TA提问: a visitor gets '请先登录' and then the login dialog; a signed-in user the question form
 * (ask-question-dialog.tsx). The dialogs' code loads when the button is first pointed at, touched,
 * focused or pressed, so the pages that show the button do not carry it.
 */
export function AskQuestion({ toUid, toName, className, label = '向TA提问' }: AskQuestionProps) {
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
        {...intentProps(loadDialog)}
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
          <AskQuestionDialog toUid={toUid} toName={toName} open={open} onOpenChange={setOpen} notice={notice} onNotice={setNotice} />
        </Suspense>
      ) : null}
    </>
  );
}
