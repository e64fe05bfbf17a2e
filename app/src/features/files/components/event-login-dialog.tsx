import { useCheckEventLoginCode, useSendEventLoginCode, useSessionStore, useSignInEvent } from '@hangjia/sdk/react';
import { LoginDialogClose, LoginDialogContent, LoginDialogModes, LoginDialogRoot, LoginDialogTitle } from '@hangjia/ui';
import * as dialog from '../../../components/dialog/dialog.css';
import { LoginFields } from '../../../components/dialog/login-fields';
import { channelOf, eventLoginFailure } from '../file-queries';

export interface EventLoginDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The event whose files the login opens. */
  eventId: number;
  /** After the token of the event is stored. */
  onSignedIn: () => void;
}

/**
 * The event login in front of a file's preview, by the phone or e-mail used at sign-up: send the
 * code, check it ('验证码错误'), sign in for the event (the token comes in `msg`; refused: the
 * server's msg or '登录失败,您没有报名此活动'). The token is stored for this event only.
 */
export function EventLoginDialog({ open, onOpenChange, eventId, onSignedIn }: EventLoginDialogProps) {
  const session = useSessionStore();
  const send = useSendEventLoginCode();
  const check = useCheckEventLoginCode();
  const signIn = useSignInEvent();
  return (
    <LoginDialogRoot
      open={open}
      onOpenChange={onOpenChange}
      modes={['phone', 'email']}
      onSendCode={async (account, mode) => {
        try {
          await send.mutateAsync({ account, channel: channelOf(mode) });
        } catch (reason) {
          throw new Error(eventLoginFailure.sendCode(reason));
        }
      }}
      onSubmit={async ({ account, code, mode }) => {
        const channel = channelOf(mode);
        try {
          await check.mutateAsync({ account, code, channel });
        } catch (reason) {
          throw new Error(eventLoginFailure.checkCode(reason));
        }
        let token: string;
        try {
          token = await signIn.mutateAsync({ account, eventId, channel });
        } catch (reason) {
          throw new Error(eventLoginFailure.signIn(reason));
        }
        session.setFileToken(eventId, token);
        onSignedIn();
      }}
    >
      <LoginDialogContent className={dialog.content} overlayProps={{ className: dialog.overlay }}>
        <LoginDialogTitle className={dialog.title} />
        <p className={dialog.hint}>请使用报名活动时填写的手机号或邮箱登录后查看资料</p>
        <LoginDialogModes className={dialog.modes} />
        <LoginFields classes={{ ...dialog, submit: dialog.button }} />
        <LoginDialogClose className={dialog.close} />
      </LoginDialogContent>
    </LoginDialogRoot>
  );
}
