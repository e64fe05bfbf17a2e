import { useLoginCallback, useSessionStore } from '@hangjia/sdk/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Loading } from '../../../components/page-layout/loading';
import { sessionChanged } from '../../../lib/scope/session-user';
import { loginIndustry, loginReturnSession, rememberLoginReturn, takeLoginReturn } from '../login-return';
import * as styles from './blank.css';

/**
 * /blank, the login return: shows Loading, sends code, state and the industry of the state, stores
 * the returned user (7 days) and goes back to the page the login started from. A failure (the
 * call refused, or an answer without a user) shows no error (spec: the failure handler does
 * nothing): the page stays, says calmly that the login did not finish and links back, logged out.
 * A refused session (401) reloads the page at most once (lib/scope/unauthorized.ts); the link back
 * survives that reload.
 */
export function BlankPage() {
  const session = useSessionStore();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const callback = useLoginCallback();
  const started = useRef(false);
  const [failedBack, setFailedBack] = useState<string | null>(null);
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const back = takeLoginReturn();
    if (!code || !state) {
      navigate(back, { replace: true });
      return;
    }
    const fail = () => {
      // kept for the reload a 401 brings, which reads it again
      rememberLoginReturn(back);
      setFailedBack(back);
    };
    callback.mutate(
      { code, state, industry: loginIndustry(state) },
      {
        onSuccess: (answer) => {
          const next = loginReturnSession(answer);
          if (!next) {
            fail();
            return;
          }
          if (next.token) session.setToken(next.token);
          session.setUser(next.user);
          session.setMember(next.member, next.isMember);
          sessionChanged();
          navigate(back, { replace: true });
        },
        onError: fail,
      },
    );
  }, [callback, code, state, navigate, session]);

  if (failedBack === null) return <Loading />;
  return (
    <div className={styles.failed} role="status">
      <p>登录未完成，请返回后重新登录</p>
      <Link className={styles.back} to={failedBack} replace>
        {failedBack === '/' ? '返回首页' : '返回'}
      </Link>
    </div>
  );
}

// What the router takes of this route module (config/paths.ts names it): the page.
export { BlankPage as Component };
