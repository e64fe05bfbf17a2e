import { listQuestions } from '@hangjia/sdk/operations';
import { useUpdateTopicField, withListItems } from '@hangjia/sdk/react';
import { ConfirmDialogAction, ConfirmDialogCancel, ConfirmDialogContent, ConfirmDialogDescription, ConfirmDialogRoot, ConfirmDialogTitle, TabsContent, TabsList, TabsRoot, TabsTrigger } from '@hangjia/ui';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import * as dialog from '../../../components/dialog/dialog.css';
import { LoadMoreList } from '../../../components/load-more-list/load-more-list';
import { Loading } from '../../../components/page-layout/loading';
import * as layout from '../../../components/page-layout/page-layout.css';
import { MessageAlert } from '../../../components/message-alert/message-alert';
import { requestLogin, useSessionUser } from '../../../lib/scope/session-user';
import { userMessage } from '../../../lib/scope/user-message';
import type { Topic } from '../../../lib/content/topic';
import { AnswerDialog } from '../components/answer-dialog';
import { useQuestionQueries } from '../question-queries';
import { questionActions, questionTabs, questionTitle, type QuestionTab } from '../question-tabs';
import * as styles from './questions.css';

/**
 * The invited-questions page (/questions, /portal/questions): tabs 待回答, 已回答, 已放弃 with their
 * counts (`messageInfo` type 3), each loading more by date cursor. Not signed in: the login dialog.
 */
export function QuestionsPage() {
  const user = useSessionUser();
  useEffect(() => {
    if (!user) requestLogin();
  }, [user]);

  return (
    <div className={layout.page}>
      <section className={layout.panel} aria-labelledby="questions-title">
        <h1 id="questions-title" className={layout.title}>
          邀请回答
        </h1>
        {user ? (
          <QuestionTabs uid={user.id} />
        ) : (
          <div className={styles.empty}>
            <p>请先登录</p>
            <button type="button" className={layout.primaryButton} aria-haspopup="dialog" onClick={requestLogin}>
              登录
            </button>
          </div>
        )}
      </section>
    </div>
  );
}

function QuestionTabs({ uid }: { uid: number }) {
  const queryClient = useQueryClient();
  const questionQueries = useQuestionQueries();
  const counts = useQuery({ ...questionQueries.counts(uid), staleTime: 0 });
  const [answering, setAnswering] = useState<{ id: number; title: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  /** After an answer: every tab reloads; 已回答 starts over from now (its cursor reset, items cleared). */
  const answered = () => {
    setAnswering(null);
    setNotice('成功回答提问');
    void queryClient.resetQueries({ queryKey: questionQueries.list(uid, 1).queryKey, exact: true });
  };

  return (
    <>
      <TabsRoot defaultValue={questionTabs[0]!.value}>
        <TabsList className={layout.tabList} aria-label="邀请回答">
          {questionTabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value} className={layout.tab} count={counts.data?.[tab.count]}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {questionTabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value} className={layout.tabPanel}>
            <QuestionList tab={tab} uid={uid} onAnswer={setAnswering} />
          </TabsContent>
        ))}
      </TabsRoot>
      <AnswerDialog question={answering} uid={uid} onClose={() => setAnswering(null)} onAnswered={answered} />
      <MessageAlert message={notice} onClose={() => setNotice(null)} />
    </>
  );
}

function QuestionList({ tab, uid, onAnswer }: { tab: QuestionTab; uid: number; onAnswer: (q: { id: number; title: string }) => void }) {
  const list = withListItems(useInfiniteQuery(useQuestionQueries().list(uid, tab.state)), listQuestions);
  const [giveUp, setGiveUp] = useState<Topic | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateTopicField();

  if (list.isPending) return <Loading />;
  // A visitor who is not an expert has no invitations: the empty state, not an error.
  if (!list.items.length) return <p className={layout.status}>暂无问题</p>;
  return (
    <>
      <LoadMoreList list={list}>
        <ol className={styles.list} aria-label={tab.label}>
          {list.items.map((question) => {
            const title = questionTitle(question);
            const actions = questionActions(question.state);
            return (
              <li key={question.id} className={styles.item}>
                <div className={styles.text}>
                  {actions.links ? (
                    <Link to={paths.topic(question.id)} className={styles.title}>
                      {title}
                    </Link>
                  ) : (
                    <span className={styles.title}>{title}</span>
                  )}
                  <span className={styles.meta}>
                    {question.answer?.tiwenUser && !question.hidden ? `${question.answer.tiwenUser.name} · ` : ''}
                    {question.timeToShow}
                  </span>
                </div>
                {actions.answer || actions.giveUp ? (
                  <div className={styles.actions}>
                    {actions.answer ? (
                      <button type="button" className={styles.answer} aria-haspopup="dialog" onClick={() => onAnswer({ id: question.id, title })}>
                        写回答
                      </button>
                    ) : null}
                    {actions.giveUp ? (
                      <button type="button" className={styles.giveUp} aria-haspopup="dialog" onClick={() => setGiveUp(question)}>
                        放弃回答
                      </button>
                    ) : null}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
      </LoadMoreList>
      <ConfirmDialogRoot
        open={giveUp !== null}
        onOpenChange={(open) => {
          if (!open) setGiveUp(null);
        }}
        message="放弃回答此问题?"
        onConfirm={() => {
          if (!giveUp || update.isPending) return;
          update.mutate(
            { id: giveUp.id, field: 'state', val: 0 },
            { onError: (reason) => setFailure(userMessage(reason, '操作失败，请稍后再试')) },
          );
        }}
      >
        <ConfirmDialogContent className={dialog.content} overlayProps={{ className: dialog.overlay }}>
          <ConfirmDialogTitle className={dialog.title} />
          <ConfirmDialogDescription className={dialog.message} />
          <div className={dialog.actions}>
            <ConfirmDialogCancel className={styles.cancel} />
            <ConfirmDialogAction className={dialog.button} />
          </div>
        </ConfirmDialogContent>
      </ConfirmDialogRoot>
      <MessageAlert message={failure} onClose={() => setFailure(null)} />
    </>
  );
}

// What the router takes of this route module (config/paths.ts names it): the page.
export { QuestionsPage as Component };
