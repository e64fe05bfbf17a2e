import { useState } from 'react';
import { requestLogin, useSessionUser } from '../../lib/scope/session-user';
import type { Notice } from '../message-alert/message-alert';

/**
 * The entry of a dialog for signed-in users (ask a question, cooperation): pressing it opens the
 * dialog for a user; a visitor gets the alert '请先登录', then the login dialog. `used` turns true at
 * the first press, when the dialog's code (loaded on intent) is mounted; `dialog` is what the
 * dialog takes: its open state and the entry's alert.
 */
export function useSignedInDialog() {
  const user = useSessionUser();
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const press = () => {
    setUsed(true);
    if (user) setOpen(true);
    else setNotice({ message: '请先登录', then: requestLogin });
  };
  return { used, press, dialog: { open, onOpenChange: setOpen, notice, onNotice: setNotice } };
}
