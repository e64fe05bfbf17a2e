// What another team writes with the two packages: the SDK's calls go into the UI's callbacks as
// they are; lists, pages and images follow one rule each.
import { createBrowserAdapter, createPortalClient, createSessionStore, cursorPageLoader, defaultErrorMessage, loginInput, sendSmsInput } from '@hangjia/sdk';
import { uploadImage } from '@hangjia/sdk/operations';
import { PortalClientProvider, portalQueries, useInfiniteListTopics, useLogin, useSendSms } from '@hangjia/sdk/react';
import { CountdownButton, useCursorList, validateImage, type LoginPayload } from '@hangjia/ui';
import * as LoginDialog from '@hangjia/ui/login-dialog';
import * as Pager from '@hangjia/ui/pager';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

export const session = createSessionStore({ adapter: createBrowserAdapter() });
export const client = createPortalClient({ storage: session, retry: 1 });
const queryClient = new QueryClient();

function Login() {
  const sendSms = useSendSms();
  const login = useLogin();
  const submit = async (form: LoginPayload) => {
    const answer = await login.mutateAsync(loginInput(form));
    session.setToken(`${answer.tokenHead}${answer.token}`);
  };
  return (
    <LoginDialog.Root onSendCode={(account, mode) => sendSms.mutateAsync(sendSmsInput(account, mode))} onSubmit={submit}>
      <LoginDialog.Trigger>登录</LoginDialog.Trigger>
      <LoginDialog.Content />
    </LoginDialog.Root>
  );
}

function Discerns() {
  const [page, setPage] = useState(1);
  const discerns = useQuery(portalQueries.listDiscerns(client, { pagesize: 45, pageindex: page }));
  const totalPages = discerns.data?.totalPageNum;
  return (
    <section aria-label="数据图">
      <ul>{discerns.data?.list.map((item) => <li key={item.id}>{item.title}</li>)}</ul>
      {totalPages !== undefined ? <Pager.Root totalPages={totalPages} page={page} onPageChange={setPage} /> : null}
    </section>
  );
}

const loadQuestions = cursorPageLoader(client, 'listQuestions', { type: 2, id: 1001, limit: 20 });

function Questions() {
  const { items, status, loadMore } = useCursorList({ load: loadQuestions });
  return (
    <section aria-label="待回答">
      <ul>{items.map((question) => <li key={question.id}>{question.article?.title ?? question.answer?.title}</li>)}</ul>
      <button disabled={status !== 'idle'} onClick={() => void loadMore()}>加载更多</button>
    </section>
  );
}

function Topics() {
  const topics = useInfiniteListTopics({ cate: 1, limit: 20 }, { headers: (page) => (page > 1 ? { Prefer: 'example=lastPage' } : undefined) });
  if (topics.isError) return <p>{topics.error.msg || defaultErrorMessage(topics.error.kind)}</p>;
  return <ul>{topics.items.map((topic) => <li key={topic.id}>{topic.article?.title ?? topic.answer?.title}</li>)}</ul>;
}

function Picture() {
  const [message, setMessage] = useState('');
  return (
    <label>
      <input type="file" onChange={(event) => setMessage(validateImage(event.currentTarget.files?.[0] ?? new Blob(), uploadImage.files.image)[0]?.message ?? '')} />
      <span role="alert">{message}</span>
      <CountdownButton onClick={() => client.auth.sendSms(sendSmsInput('13800138000'))} />
    </label>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <PortalClientProvider client={client}>
        <Login />
        <Discerns />
        <Questions />
        <Topics />
        <Picture />
      </PortalClientProvider>
    </QueryClientProvider>
  );
}
