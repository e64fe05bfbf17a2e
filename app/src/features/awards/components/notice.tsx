import { AlertAction, AlertContent, AlertDescription, AlertRoot, AlertTitle } from '@hangjia/ui';
import * as dialog from '../../../components/dialog/dialog.css';
import * as styles from './awards.css';

export interface ClosedNoticeProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: string;
}

/** The closed-application notice: an alert with its title, the message and 确定. */
export function ClosedNotice({ open, onOpenChange, title, message }: ClosedNoticeProps) {
  return (
    <AlertRoot open={open} onOpenChange={onOpenChange} title={title} message={message}>
      <AlertContent className={`${dialog.content} ${styles.dialogWidth}`} overlayProps={{ className: dialog.overlay }}>
        <AlertTitle className={dialog.title} />
        <AlertDescription className={styles.noticeMessage} />
        <div className={dialog.actions}>
          <AlertAction className={dialog.button} />
        </div>
      </AlertContent>
    </AlertRoot>
  );
}
