import type { FormEvent, ReactNode } from 'react';
import { DialogShell } from '../dialog/dialog-shell';
import * as styles from './form-dialog.css';

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What the dialog is about, shown under the title (and read as its description). */
  description?: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The message of the last failed send, shown above the button. */
  failure: string | null;
  sending: boolean;
  submitLabel: string;
  /** The fields. */
  children: ReactNode;
}

/**
 * A form in a dialog (ask a question, cooperation, write an answer): the title, the fields, the
 * failure of the last send, the submit button ('提交中…' while sending) and the × that closes it.
 */
export function FormDialog({ open, onOpenChange, title, description, onSubmit, failure, sending, submitLabel, children }: FormDialogProps) {
  return (
    <DialogShell open={open} onOpenChange={onOpenChange} title={title} description={description} className={styles.content}>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        {children}
        <p role="alert" className={styles.error}>
          {failure}
        </p>
        <div className={styles.actions}>
          <button type="submit" className={styles.submit} aria-disabled={sending || undefined}>
            {sending ? '提交中…' : submitLabel}
          </button>
        </div>
      </form>
    </DialogShell>
  );
}
