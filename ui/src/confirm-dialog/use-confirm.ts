import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { ConfirmDialogRootProps } from './confirm-dialog';

export interface ConfirmRequest {
  message: ReactNode;
  title?: ReactNode;
}

/**
 * Ask with a promise: `if (await confirm({ message: '放弃回答此问题?' })) …`. Spread `dialogProps`
 * on a `ConfirmDialog.Root` holding a `ConfirmDialog.Content`.
 */
export function useConfirm() {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const resolveRef = useRef<((confirmed: boolean) => void) | null>(null);

  const settle = useCallback((confirmed: boolean) => {
    resolveRef.current?.(confirmed);
    resolveRef.current = null;
    setRequest(null);
  }, []);

  const confirm = useCallback(
    (next: ConfirmRequest | string) =>
      new Promise<boolean>((resolve) => {
        resolveRef.current?.(false);
        resolveRef.current = resolve;
        setRequest(typeof next === 'string' ? { message: next } : next);
      }),
    [],
  );

  const dialogProps: ConfirmDialogRootProps = {
    open: request !== null,
    onOpenChange: (open) => {
      if (!open) settle(false);
    },
    onConfirm: () => settle(true),
    message: request?.message,
    title: request?.title,
  };

  return { confirm, dialogProps };
}
