import { useReturnFocus } from '@hangjia/ui';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, type ReactNode } from 'react';
import * as styles from './dialog.css';

export interface DialogShellProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's name. */
  title: ReactNode;
  /** Shown under the title and read as the dialog's description. */
  description?: ReactNode;
  /** Or the id of an element of the content that describes the dialog. */
  describedBy?: string | undefined;
  /**
   * `box` (alerts' look, forms, the award pages): the title centred, × in the corner, last in the
   * order of focus so that the first field takes it. `panel` (the supply-chain workspace): a head
   * with the title, `actions` and ×, then the content (`dialog.body`, `dialog.foot`) that scrolls.
   */
  look?: 'box' | 'panel';
  /** The content's own class (its width). */
  className?: string | undefined;
  /** In a panel's head, between the title and ×. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A button that closes the dialog it is in (取消). */
export const DialogClose = Dialog.Close;

/**
 * The frame of the site's dialogs: overlay, content, title, description and ×. Every dialog opens
 * without a Radix trigger, so the frame gives the focus back to what had it when the dialog opened
 * (the UI package's rule, useReturnFocus), and Escape closes the dialog even under a toast (see
 * useDialogFocus).
 */
export function DialogShell({ open, onOpenChange, title, description, describedBy, look = 'box', className, actions, children }: DialogShellProps) {
  const focus = useDialogFocus(open, onOpenChange);
  const panel = look === 'panel';
  const name = <Dialog.Title className={panel ? styles.panelTitle : styles.title}>{title}</Dialog.Title>;
  const close = (
    <Dialog.Close className={panel ? styles.panelClose : styles.close} aria-label="关闭">
      ×
    </Dialog.Close>
  );
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={[panel ? styles.panel : styles.content, className].filter(Boolean).join(' ')}
          {...(description ? {} : { 'aria-describedby': describedBy })}
          {...focus}
        >
          {panel ? (
            <div className={styles.panelHead}>
              {name}
              {actions}
              {close}
            </div>
          ) : (
            name
          )}
          {description ? <Dialog.Description className={styles.description}>{description}</Dialog.Description> : null}
          {children}
          {panel ? null : close}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const OPEN_DIALOGS = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

/** The open dialog an Escape is for: the one holding the focus, else the topmost. */
function escapeTarget(): Element | null {
  const holder = document.activeElement?.closest(OPEN_DIALOGS);
  if (holder) return holder;
  const dialogs = document.querySelectorAll(OPEN_DIALOGS);
  return dialogs[dialogs.length - 1] ?? null;
}

/** Escapes a dialog's Radix layer has taken (it closes that dialog itself). */
const takenByRadix = new WeakSet<Event>();

/**
 * Props for the `Dialog.Content` of a dialog opened without a Radix trigger:
 * - closing gives focus back to what had it when the dialog opened (useReturnFocus);
 * - Escape closes the dialog that holds the focus, and only that one. Radix hands the key to the
 *   layer it holds topmost, and learns that a dialog opened on top of another is topmost one
 *   render after the dialog took the focus: an Escape in between (a slow phone, a busy machine)
 *   reached the dialog beneath and closed it, the new one with it. So a layer that does not hold
 *   the focus lets the key pass, and the dialog that holds it closes itself;
 * - Escape closes the dialog even while a toast shows. Toasts are dismissable layers above the
 *   dialog, so Escape would only close the toast; when no dialog layer took the key and this
 *   dialog is the topmost open one, it closes too.
 */
function useDialogFocus(open: boolean, onOpenChange: (open: boolean) => void) {
  const ref = useRef<HTMLDivElement>(null);
  const close = useRef(onOpenChange);
  close.current = onOpenChange;

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || takenByRadix.has(event)) return;
      if (ref.current && escapeTarget() === ref.current) close.current(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return {
    ...useReturnFocus({ ref }),
    onEscapeKeyDown: (event: KeyboardEvent) => {
      if (escapeTarget() === ref.current) takenByRadix.add(event);
      else event.preventDefault();
    },
  };
}
