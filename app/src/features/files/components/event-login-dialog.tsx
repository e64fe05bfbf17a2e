import { LoginDialog } from '@hangjia/ui';
import * as dialog from '../../../components/dialog/dialog.css';
import { LoginFields } from '../../../components/dialog/login-fields';

export interface EventLoginDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The event login in front of a file's preview: by the phone or e-mail used at sign-up. Here it
 * opens and validates; sending the code, signing in (the token in `msg`) and the `code: 2`
 * retry come with the event sign-in work (a later issue).
 */
export function EventLoginDialog({ open, onOpenChange }: EventLoginDialogProps) {
  return (
    <LoginDialog.Root open={open} onOpenChange={onOpenChange} modes={['phone', 'email']} codeSeconds={120}>
      <LoginDialog.Content className={dialog.content} overlayProps={{ className: dialog.overlay }}>
        <LoginDialog.Title className={dialog.title} />
        <p className={dialog.hint}>请使用报名活动时填写的手机号或邮箱登录后查看资料</p>
        <LoginDialog.Modes className={dialog.modes} />
        <LoginFields classes={{ ...dialog, submit: dialog.button }} />
        <LoginDialog.Close className={dialog.close} />
      </LoginDialog.Content>
    </LoginDialog.Root>
  );
}
