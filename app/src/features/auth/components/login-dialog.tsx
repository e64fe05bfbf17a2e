import { loginInput, sendSmsInput } from '@hangjia/sdk';
import { useLogin, useSendSms, useSessionStore } from '@hangjia/sdk/react';
import { useQuery } from '@tanstack/react-query';
import { LoginDialogClose, LoginDialogContent, LoginDialogModes, LoginDialogQr, LoginDialogRoot, LoginDialogTitle, type LoginDialogMode } from '@hangjia/ui';
import { useState } from 'react';
import { LoginFields } from '../../../components/dialog/login-fields';
import { qrLoginUrl } from '../../../lib/content/qr-login-url';
import { sessionChanged } from '../../../lib/scope/session-user';
import { userError } from '../../../lib/scope/user-message';
import { rememberLoginReturn } from '../login-return';
import { useLoginDialogQueries } from './login-dialog-queries';
import * as styles from './login.css';

export interface LoginDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The portal login: phone or e-mail with a code (type 1 or 2; the code button waits 120 s) or the
 * WeChat QR page (embedded with its state; it returns through /blank). On success the token and
 * the user (7 days) are stored and every reader of the session user re-renders.
 */
export function LoginDialog({ open, onOpenChange }: LoginDialogProps) {
  const session = useSessionStore();
  const [mode, setMode] = useState<LoginDialogMode>('phone');
  const sendSms = useSendSms();
  const login = useLogin();
  // The QR page is asked for when its tab is shown, fresh each time (its state is single-use).
  const qr = useQuery({ ...useLoginDialogQueries().wxQrCode(), enabled: open && mode === 'wechat', staleTime: 0, gcTime: 0 });
  return (
    <LoginDialogRoot
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (next) return;
        // Opened again, it starts on the phone form (a QR page and its return are single-use).
        setMode('phone');
        // After a login the dialog closes itself; then every reader shows the user.
        sessionChanged();
      }}
      mode={mode}
      onModeChange={(next) => {
        if (next === 'wechat') rememberLoginReturn(`${window.location.pathname}${window.location.search}`);
        setMode(next);
      }}
      modes={['phone', 'email', 'wechat']}
      qrUrl={qr.data ? qrLoginUrl(qr.data.url, window.location.origin) : undefined}
      onSendCode={async (account, codeMode) => {
        try {
          await sendSms.mutateAsync(sendSmsInput(account, codeMode));
        } catch (reason) {
          throw userError(reason, '验证码发送失败');
        }
      }}
      onSubmit={async (payload) => {
        try {
          const answer = await login.mutateAsync(loginInput(payload));
          session.setToken(`${answer.tokenHead}${answer.token}`);
          session.setUser(answer.user);
        } catch (reason) {
          throw userError(reason, '登录失败');
        }
      }}
    >
      <LoginDialogContent className={styles.content} overlayProps={{ className: styles.overlay }}>
        <LoginDialogTitle className={styles.title} />
        <LoginDialogModes className={styles.modes} />
        {mode === 'wechat' ? (
          <div className={styles.qr}>
            {qr.data ? <LoginDialogQr className={styles.qrFrame} /> : qr.isError ? <p className={styles.hint}>二维码获取失败，请使用验证码登录</p> : <p className={styles.hint}>二维码加载中…</p>}
          </div>
        ) : (
          <LoginFields classes={styles} />
        )}
        <LoginDialogClose className={styles.close} />
      </LoginDialogContent>
    </LoginDialogRoot>
  );
}
