import { lazy, Suspense } from 'react';
import { intentProps } from '../dialog/lazy-dialog';
import { useSignedInDialog } from '../dialog/use-signed-in-dialog';

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
  const entry = useSignedInDialog();
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" {...intentProps(loadDialog)} onClick={entry.press}>
        {label}
      </button>
      {entry.used ? (
        <Suspense fallback={null}>
          <AskQuestionDialog toUid={toUid} toName={toName} {...entry.dialog} />
        </Suspense>
      ) : null}
    </>
  );
}
