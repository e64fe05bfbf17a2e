import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { AlertRootProps } from './alert';

export interface AlertRequest {
  message: ReactNode;
  title?: ReactNode;
}

/**
 * Show a message and wait until it is dismissed: `await alert('成功回答提问')`. Spread
 * `dialogProps` on an `Alert.Root` holding an `Alert.Content`.
 */
export function useAlert() {
  const [request, setRequest] = useState<AlertRequest | null>(null);
  const resolveRef = useRef<(() => void) | null>(null);

  const alert = useCallback(
    (next: AlertRequest | string) =>
      new Promise<void>((resolve) => {
        resolveRef.current?.();
        resolveRef.current = resolve;
        setRequest(typeof next === 'string' ? { message: next } : next);
      }),
    [],
  );

  const dialogProps: AlertRootProps = {
    open: request !== null,
    onOpenChange: (open) => {
      if (open) return;
      resolveRef.current?.();
      resolveRef.current = null;
      setRequest(null);
    },
    message: request?.message,
    title: request?.title,
  };

  return { alert, dialogProps };
}
