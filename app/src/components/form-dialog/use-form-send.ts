import { useRef, useState } from 'react';
import { userMessage } from '../../lib/scope/user-message';

/**
 * The send of a form dialog: one at a time (`busy()` while one runs, `sending` to show it), and
 * the message of the last failure (userMessage with the form's `fallback`) until the next send.
 */
export function useFormSend(fallback: string) {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const running = useRef(false);

  const send = async (action: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setSending(true);
    setFailure(null);
    try {
      await action();
    } catch (reason) {
      setFailure(userMessage(reason, fallback));
    } finally {
      running.current = false;
      setSending(false);
    }
  };

  return { sending, failure, send, busy: () => running.current, clearFailure: () => setFailure(null) };
}
