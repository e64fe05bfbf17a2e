import { AlertAction, AlertContent, AlertDescription, AlertRoot, AlertTitle } from '@hangjia/ui';
import * as dialog from '../dialog/dialog.css';

export interface MessageAlertProps {
  /** The message shown; `null` keeps the alert closed. */
  message: string | null;
  /** Called when the alert closes (确定, Escape). */
  onClose: () => void;
  /** Called when 确定 is pressed (before onClose), not on Escape. */
  onConfirm?: () => void;
  /** Default 提示. */
  title?: string;
}

/**
 * A modal alert with a title (提示), one message and 确定: '请先登录', '成功提问'… Closed, it gives
 * the focus back to what had it when it opened.
 */
export function MessageAlert({ message, onClose, onConfirm, title }: MessageAlertProps) {
  return (
    <AlertRoot
      open={message !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      {...(onConfirm ? { onConfirm } : {})}
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

/** An alert of an entry, and what follows its 确定 (the login dialog after 请先登录). */
export interface Notice {
  message: string;
  then?: () => void;
}

/**
 * The alert of a notice: 确定 runs what follows; closing clears the notice. Escape only closes it
 * (the focus goes back to the entry), as Escape does everywhere.
 */
export function NoticeAlert({ notice, onNotice }: { notice: Notice | null; onNotice: (notice: Notice | null) => void }) {
  const then = notice?.then;
  return <MessageAlert message={notice?.message ?? null} onClose={() => onNotice(null)} {...(then ? { onConfirm: then } : {})} />;
}
