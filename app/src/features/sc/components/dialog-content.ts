import { useEffect, useRef } from 'react';

const OPEN_DIALOGS = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

/**
 * Props for the `Dialog.Content` of a dialog opened without a Radix trigger:
 * - closing gives focus back to what had it when the dialog opened;
 * - Escape closes the dialog even while a toast shows. Toasts are dismissable layers above the
 *   dialog, so Escape would only close the toast; when no dialog layer took the key and this
 *   dialog is the topmost open one, it closes too.
 */
export function useDialogContent(open: boolean, onOpenChange: (open: boolean) => void) {
  const ref = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const close = useRef(onOpenChange);
  close.current = onOpenChange;

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const dialogs = document.querySelectorAll(OPEN_DIALOGS);
      if (!ref.current || dialogs[dialogs.length - 1] !== ref.current) return;
      close.current(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return {
    ref,
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
