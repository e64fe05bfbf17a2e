import { useState } from 'react';
import { useControllableState } from '../shared/use-controllable-state';
import { failureMessage, toLoginPayload, validateLogin, validateSendCode, type CodeLoginMode, type LoginDialogMode, type LoginFieldError, type LoginPayload } from './login-dialog-logic';

export interface UseLoginFormOptions {
  mode?: LoginDialogMode;
  defaultMode?: LoginDialogMode;
  onModeChange?: (mode: LoginDialogMode) => void;
  /**
   * Sends a code. Any result counts as sent (an SDK call such as `sendSms` resolving to `null`
   * fits as it is); resolve `false`, or reject (its message is shown), when sending failed.
   */
  onSendCode?: (account: string, mode: CodeLoginMode) => unknown;
  /** Logs in; any result is success (an SDK `login` call fits as it is); reject with the server's message to show it. */
  onSubmit?: (payload: LoginPayload) => unknown;
  /** Called after `onSubmit` succeeds. */
  onSuccess?: () => void;
  /** Messages by error code, plus `failed` for a failure without a message. */
  messages: Record<LoginFieldError | 'failed', string>;
}

export function useLoginForm({ mode: modeProp, defaultMode = 'phone', onModeChange, onSendCode, onSubmit, onSuccess, messages }: UseLoginFormOptions) {
  const [mode, setModeState] = useControllableState({ prop: modeProp, defaultProp: defaultMode, onChange: onModeChange });
  const [account, setAccount] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'account' | 'code', string>>>({});
  const [failure, setFailure] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const codeMode: CodeLoginMode = mode === 'email' ? 'email' : 'phone';
  const fail = (reason: unknown) => setFailure(failureMessage(reason) ?? messages.failed);

  const setMode = (next: LoginDialogMode) => {
    if (next === mode) return;
    setModeState(next);
    setAccount('');
    setCode('');
    setErrors({});
    setFailure(undefined);
  };

  /** For the send-code button: `false` (or a promise of it) tells it to stop counting. */
  const sendCode = async (): Promise<boolean> => {
    if (validateSendCode(account).length > 0) {
      setErrors({ account: messages['account-for-code'] });
      return false;
    }
    setErrors({});
    setFailure(undefined);
    try {
      return (await onSendCode?.(account.trim(), codeMode)) !== false;
    } catch (reason) {
      fail(reason);
      return false;
    }
  };

  const submit = async () => {
    const found = validateLogin({ account, code });
    setErrors({
      account: found.includes('account') ? messages.account : undefined,
      code: found.includes('code') ? messages.code : undefined,
    });
    if (found.length > 0 || submitting) return;
    setFailure(undefined);
    setSubmitting(true);
    try {
      await onSubmit?.(toLoginPayload(codeMode, account, code));
      onSuccess?.();
    } catch (reason) {
      fail(reason);
    } finally {
      setSubmitting(false);
    }
  };

  return { mode, setMode, account, setAccount, code, setCode, errors, failure, submitting, sendCode, submit };
}
export type LoginFormState = ReturnType<typeof useLoginForm>;
