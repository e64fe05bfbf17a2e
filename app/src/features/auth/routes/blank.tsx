import { useLoginCallback } from '@hangjia/sdk/react';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Loading } from '../../../components/page-layout/loading';
import { session } from '../../../lib/api';
import { loginIndustry, sessionChanged, takeLoginReturn } from '../../../lib/session-user';

/**
 * /blank, the login return: shows Loading, sends code, state and the industry of the state, stores
 * the returned user (7 days) and goes back to the page the login started from. A failure shows
 * nothing (spec) and goes back all the same, logged out: never a blank page.
 */
export function BlankPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const callback = useLoginCallback();
  const started = useRef(false);
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const back = () => navigate(takeLoginReturn(), { replace: true });
    if (!code || !state) {
      back();
      return;
    }
    callback.mutate(
      { code, state, industry: loginIndustry(state) },
      {
        onSuccess: (answer) => {
          if (answer.token) session.setToken(answer.token);
          session.setUser(answer.user);
          session.setMember(answer.member ?? null, answer.isMember);
          sessionChanged();
          back();
        },
        onError: back,
      },
    );
  }, [callback, code, state, navigate]);

  return <Loading />;
}
