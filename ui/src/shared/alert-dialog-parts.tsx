import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { forwardRef, useRef, type ComponentPropsWithoutRef, type ElementRef, type ReactNode, type RefObject } from 'react';
import { composeEventHandlers, useComposedRefs } from './compose';
import { createContext } from './context';
import { useReturnFocus } from './return-focus';

export interface AlertDialogLabels {
  title: string;
  confirm: string;
  cancel?: string;
}

export interface AlertDialogRootProps<L extends AlertDialogLabels> {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Shown as the title; defaults to `labels.title`. */
  title?: ReactNode;
  message?: ReactNode;
  /** Called when the confirm button (确定) is pressed; the dialog then closes. */
  onConfirm?: () => void;
  /** Called when the cancel button (取消) is pressed or Escape closes the dialog. */
  onCancel?: () => void;
  labels?: Partial<L>;
  children?: ReactNode;
}

export interface AlertDialogContentProps extends ComponentPropsWithoutRef<typeof AlertDialog.Content> {
  /** Props for the overlay rendered behind the content. */
  overlayProps?: ComponentPropsWithoutRef<typeof AlertDialog.Overlay>;
}

/**
 * The parts of a Radix alert dialog with a title, a message and confirm/cancel actions, under a
 * widget's own names (`ConfirmDialog`, `Alert`), so both widgets share one implementation.
 */
export function createAlertDialogParts<L extends AlertDialogLabels>(name: string, defaultLabels: L) {
  interface ContextValue extends Omit<AlertDialogRootProps<L>, 'labels' | 'children' | 'open' | 'defaultOpen' | 'onOpenChange'> {
    labels: L;
    actionRef: RefObject<HTMLButtonElement | null>;
  }
  const [Provider, useDialogContext] = createContext<ContextValue>(name);

  function Root({ open, defaultOpen, onOpenChange, labels, children, title, message, onConfirm, onCancel }: AlertDialogRootProps<L>) {
    const actionRef = useRef<HTMLButtonElement>(null);
    return (
      <Provider title={title} message={message} onConfirm={onConfirm} onCancel={onCancel} labels={{ ...defaultLabels, ...labels }} actionRef={actionRef}>
        <AlertDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
          {children}
        </AlertDialog.Root>
      </Provider>
    );
  }
  Root.displayName = `${name}Root`;

  const Trigger = forwardRef<ElementRef<typeof AlertDialog.Trigger>, ComponentPropsWithoutRef<typeof AlertDialog.Trigger>>(
    function Trigger(props, ref) {
      useDialogContext(`${name}Trigger`);
      return <AlertDialog.Trigger {...props} ref={ref} />;
    },
  );
  Trigger.displayName = `${name}Trigger`;

  const Title = forwardRef<ElementRef<typeof AlertDialog.Title>, ComponentPropsWithoutRef<typeof AlertDialog.Title>>(
    function Title({ children, ...props }, ref) {
      const context = useDialogContext(`${name}Title`);
      return (
        <AlertDialog.Title {...props} ref={ref}>
          {children ?? context.title ?? context.labels.title}
        </AlertDialog.Title>
      );
    },
  );
  Title.displayName = `${name}Title`;

  const Description = forwardRef<ElementRef<typeof AlertDialog.Description>, ComponentPropsWithoutRef<typeof AlertDialog.Description>>(
    function Description({ children, ...props }, ref) {
      const context = useDialogContext(`${name}Description`);
      return (
        <AlertDialog.Description {...props} ref={ref}>
          {children ?? context.message}
        </AlertDialog.Description>
      );
    },
  );
  Description.displayName = `${name}Description`;

  const Cancel = forwardRef<ElementRef<typeof AlertDialog.Cancel>, ComponentPropsWithoutRef<typeof AlertDialog.Cancel>>(
    function Cancel({ children, onClick, ...props }, ref) {
      const context = useDialogContext(`${name}Cancel`);
      return (
        <AlertDialog.Cancel {...props} ref={ref} onClick={composeEventHandlers(onClick, () => context.onCancel?.())}>
          {children ?? context.labels.cancel}
        </AlertDialog.Cancel>
      );
    },
  );
  Cancel.displayName = `${name}Cancel`;

  const Action = forwardRef<ElementRef<typeof AlertDialog.Action>, ComponentPropsWithoutRef<typeof AlertDialog.Action>>(
    function Action({ children, onClick, ...props }, forwardedRef) {
      const context = useDialogContext(`${name}Action`);
      const ref = useComposedRefs(forwardedRef, context.actionRef);
      return (
        <AlertDialog.Action {...props} ref={ref} onClick={composeEventHandlers(onClick, () => context.onConfirm?.())}>
          {children ?? context.labels.confirm}
        </AlertDialog.Action>
      );
    },
  );
  Action.displayName = `${name}Action`;

  /**
   * Portal, overlay and content; without children it lays out title, message, cancel and confirm.
   * Closed, it gives the focus back to what had it when it opened (see useReturnFocus).
   */
  const Content = forwardRef<ElementRef<typeof AlertDialog.Content>, AlertDialogContentProps>(function Content(
    { children, overlayProps, onEscapeKeyDown, onOpenAutoFocus, onCloseAutoFocus, ...props },
    ref,
  ) {
    const context = useDialogContext(`${name}Content`);
    const focus = useReturnFocus({ ref, onOpenAutoFocus, onCloseAutoFocus });
    const described = context.message !== undefined || children !== undefined ? {} : { 'aria-describedby': undefined };
    return (
      <AlertDialog.Portal>
        <AlertDialog.Overlay {...overlayProps} />
        <AlertDialog.Content
          {...described}
          {...props}
          {...focus}
          onEscapeKeyDown={composeEventHandlers(onEscapeKeyDown, () => context.onCancel?.())}
          onOpenAutoFocus={composeEventHandlers(focus.onOpenAutoFocus, (event) => {
            // Radix focuses the cancel button; with none (an alert), focus the confirm button.
            if (context.labels.cancel !== undefined || !context.actionRef.current) return;
            event.preventDefault();
            context.actionRef.current.focus({ preventScroll: true });
          })}
        >
          {children ?? (
            <>
              <Title />
              {context.message !== undefined && <Description />}
              {context.labels.cancel !== undefined && <Cancel />}
              <Action />
            </>
          )}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    );
  });
  Content.displayName = `${name}Content`;

  return { Root, Trigger, Content, Title, Description, Cancel, Action };
}
