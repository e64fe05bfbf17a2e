import { AlertAction, AlertContent, AlertDescription, AlertRoot, AlertTitle } from '@hangjia/ui';
import { useState } from 'react';
import * as dialog from '../../../components/dialog/dialog.css';
import { session } from '../../../lib/api';

export interface AskQuestionProps {
  /** The expert asked. */
  toUid: number;
  className?: string;
  /** A logged-in user's question form; it arrives with the ask/answer work (a later issue). */
  onAsk?: (toUid: number) => void;
}

/** The ask-question button: visitors (no session user) get the dialog saying '请先登录'. */
export function AskQuestion({ toUid, className, onAsk }: AskQuestionProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => {
          if (session.getUser()) onAsk?.(toUid);
          else setOpen(true);
        }}
      >
        向TA提问
      </button>
      <AlertRoot open={open} onOpenChange={setOpen} message="请先登录">
        <AlertContent className={dialog.content} overlayProps={{ className: dialog.overlay }}>
          <AlertTitle className={dialog.title} />
          <AlertDescription className={dialog.message} />
          <div className={dialog.actions}>
            <AlertAction className={dialog.button} />
          </div>
        </AlertContent>
      </AlertRoot>
    </>
  );
}
