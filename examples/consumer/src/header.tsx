// Sign-in: the UI's LoginDialog submits its form to the SDK's useSignIn, which stores the session;
// useSession re-renders the header with the user.
import { defaultErrorMessage, sendSmsInput } from '@hangjia/sdk';
import { sendSms } from '@hangjia/sdk/operations';
import { useApiClient, useGetMessageInfo, useSession, useSessionStore, useSignIn } from '@hangjia/sdk/react';
import * as LoginDialog from '@hangjia/ui/login-dialog';

function Invitations({ userId }: { userId: number }) {
  const info = useGetMessageInfo({ id: userId, type: 3 });
  if (info.isError) return <p>{info.error.msg || defaultErrorMessage(info.error.kind)}</p>;
  return info.data ? <p>待回答 {info.data.waitAnswer}</p> : null;
}

export function Header() {
  const { user } = useSession();
  const store = useSessionStore();
  const api = useApiClient();
  const signIn = useSignIn();
  return (
    <header>
      {user ? (
        <>
          <p>欢迎，{user.name}</p>
          <Invitations userId={user.id} />
          <button type="button" onClick={() => store.logout()}>
            退出
          </button>
        </>
      ) : (
        <LoginDialog.Root onSendCode={(account, mode) => api.send(sendSms, sendSmsInput(account, mode))} onSubmit={signIn.mutateAsync}>
          <LoginDialog.Trigger>登录</LoginDialog.Trigger>
          <LoginDialog.Content />
        </LoginDialog.Root>
      )}
    </header>
  );
}
