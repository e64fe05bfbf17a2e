import { useScLogin, useSendSms, useSessionStore } from '@hangjia/sdk/react';
import { useQuery } from '@tanstack/react-query';
import * as Login from '@hangjia/ui/login-dialog';
import { useToast } from '@hangjia/ui';
import type { StoredUser } from '@hangjia/sdk';
import { LoginFields } from '../../../components/dialog/login-fields';
import { qrLoginUrl } from '../../../lib/content/qr-login-url';
import { userError } from '../../../lib/scope/user-message';
import { isPhone } from '../sc-tabs';
import { useScQueries } from '../sc-queries';
import { saveScLogin } from '../sc-session';
import * as styles from './sc.css';

const labels = {
  title: '登录供应链系统',
  account: '手机号不能为空',
  'code-required': '输入验证码',
  'account-for-code': '输入正确手机号',
};

export interface ScLoginDialogProps {
  open: boolean;
  /** The portal user, when one is logged in. */
  user: StoredUser | null;
}

/**
 * The non-closable dialog 登录供应链系统: phone and SMS code; without a portal user, a link opens
 * the WeChat QR login in a new window. On success the token and expiry are saved and the page reloads.
 */
export function ScLoginDialog({ open, user }: ScLoginDialogProps) {
  const session = useSessionStore();
  const toast = useToast();
  const sendSms = useSendSms();
  const scLogin = useScLogin();
  const qr = useQuery({ ...useScQueries().wxQrCode(), enabled: open && !user });
  const scanPage = qr.data ? qrLoginUrl(qr.data.url, window.location.origin) : undefined;
  const userId = user?.id;
  return (
    <Login.Root
      open={open}
      modes={['phone']}
      closable={false}
      labels={labels}
      onSendCode={async (phone) => {
        if (!isPhone(phone)) throw new Error(labels['account-for-code']);
        try {
          await sendSms.mutateAsync({ phone, ...(userId ? { userId } : {}) });
        } catch (reason) {
          throw userError(reason, '验证码发送失败');
        }
        toast.success('短信已发送，请注意查收');
      }}
      onSubmit={async ({ account, code }) => {
        try {
          const answer = await scLogin.mutateAsync({ code, phone: account, ...(userId ? { userId } : {}) });
          saveScLogin(session, answer, account);
        } catch (reason) {
          throw userError(reason, '登录失败');
        }
        window.location.reload();
      }}
    >
      <Login.Content className={styles.loginContent} overlayProps={{ className: styles.overlay }}>
        <Login.Title className={styles.title} />
        <LoginFields classes={styles} />
        {!user ? (
          scanPage ? (
            <a className={styles.qrLink} href={scanPage} target="_blank" rel="noopener noreferrer">
              微信扫码登录（新窗口）
            </a>
          ) : qr.isError ? (
            <p className={styles.gateNote}>微信扫码登录暂不可用，请使用手机验证码登录</p>
          ) : null
        ) : !user.account ? (
          <p className={styles.gateNote}>当前账号未绑定手机号，请使用手机验证码登录</p>
        ) : null}
      </Login.Content>
    </Login.Root>
  );
}
