import { AlertAction, AlertContent, AlertDescription, AlertRoot, AlertTitle } from '@hangjia/ui';
import * as dialog from '../dialog/dialog.css';

export interface MessageAlertProps {
  /** The message shown; `null` keeps the alert closed. */
  message: string | null;
  /** Called when the alert closes (确定, Escape). */
  onClose: () => void;
  /** Default 提示. */
  title?: string;
}

/** A modal alert with a title (提示), one message and 确定: '请先登录', '成功提问'… */
export function MessageAlert({ message, onClose, title }: MessageAlertProps) {
  return (
    <AlertRoot
      open={message !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      message={message}
      {...(title ? { title } : {})}
    >
      <AlertContent className={dialog.content} overlayProps={{ className: dialog.overlay }}>
        <AlertTitle className={dialog.title} />
        <AlertDescription className={dialog.message} />
        <div className={dialog.actions}>
          <AlertAction className={dialog.button} />
        </div>
      </AlertContent>
    </AlertRoot>
  );
}

/** An alert of an entry, and what follows once it is closed (the login dialog after 请先登录). */
export interface Notice {
  message: string;
  then?: () => void;
}

/** The alert of a notice: closing it clears the notice, then runs what follows. */
export function NoticeAlert({ notice, onNotice }: { notice: Notice | null; onNotice: (notice: Notice | null) => void }) {
  return (
    <MessageAlert
      message={notice?.message ?? null}
      onClose={() => {
        const then = notice?.then;
        onNotice(null);
        then?.();
      }}
    />
  );
}
