import * as RadixPopover from '@radix-ui/react-popover';
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef, type ReactNode } from 'react';
import { composeEventHandlers } from '../shared/compose';
import { createContext } from '../shared/context';
import { useReturnFocus } from '../shared/return-focus';
import { useControllableState } from '../shared/use-controllable-state';
import { useHoverOpen } from './use-hover-open';

const [PopoverProvider, usePopoverContext] = /*#__PURE__*/ createContext<ReturnType<typeof useHoverOpen>>('Popover');

export interface PopoverRootProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Also open while the mouse rests on the trigger or the content (footer contact popovers). */
  openOnHover?: boolean;
  openDelay?: number;
  closeDelay?: number;
  modal?: boolean;
  children?: ReactNode;
}

/** A Radix popover; click (or Enter/Space) toggles it, Escape and outside clicks close it. */
export function PopoverRoot({ open: openProp, defaultOpen = false, onOpenChange, openOnHover = false, openDelay, closeDelay, modal, children }: PopoverRootProps) {
  const [open, setOpen] = useControllableState({ prop: openProp, defaultProp: defaultOpen, onChange: onOpenChange });
  const hover = useHoverOpen({ setOpen, enabled: openOnHover, openDelay, closeDelay });
  return (
    <PopoverProvider {...hover}>
      <RadixPopover.Root open={open} onOpenChange={setOpen} modal={modal}>
        {children}
      </RadixPopover.Root>
    </PopoverProvider>
  );
}

export const PopoverTrigger = /*#__PURE__*/ forwardRef<ElementRef<typeof RadixPopover.Trigger>, ComponentPropsWithoutRef<typeof RadixPopover.Trigger>>(
  function PopoverTrigger({ onPointerEnter, onPointerLeave, ...props }, ref) {
    const hover = usePopoverContext('PopoverTrigger');
    return (
      <RadixPopover.Trigger
        {...props}
        ref={ref}
        onPointerEnter={composeEventHandlers(onPointerEnter, hover.onPointerEnter)}
        onPointerLeave={composeEventHandlers(onPointerLeave, hover.onPointerLeave)}
      />
    );
  },
);

/**
 * The content in a portal (`data-state="open|closed"`, `data-side`, `data-align` from Radix).
 * Closed, it gives the focus back to what had it when it opened, else to the trigger.
 */
export const PopoverContent = /*#__PURE__*/ forwardRef<ElementRef<typeof RadixPopover.Content>, ComponentPropsWithoutRef<typeof RadixPopover.Content>>(
  function PopoverContent({ onPointerEnter, onPointerLeave, onOpenAutoFocus, onCloseAutoFocus, ...props }, ref) {
    const hover = usePopoverContext('PopoverContent');
    const focus = useReturnFocus({ ref, onOpenAutoFocus, onCloseAutoFocus });
    return (
      <RadixPopover.Portal>
        <RadixPopover.Content
          {...props}
          {...focus}
          onPointerEnter={composeEventHandlers(onPointerEnter, hover.onPointerEnter)}
          onPointerLeave={composeEventHandlers(onPointerLeave, hover.onPointerLeave)}
        />
      </RadixPopover.Portal>
    );
  },
);

export const PopoverClose = /*#__PURE__*/ forwardRef<ElementRef<typeof RadixPopover.Close>, ComponentPropsWithoutRef<typeof RadixPopover.Close>>(
  function PopoverClose(props, ref) {
    usePopoverContext('PopoverClose');
    return <RadixPopover.Close {...props} ref={ref} />;
  },
);

export const PopoverArrow = /*#__PURE__*/ forwardRef<ElementRef<typeof RadixPopover.Arrow>, ComponentPropsWithoutRef<typeof RadixPopover.Arrow>>(
  function PopoverArrow(props, ref) {
    usePopoverContext('PopoverArrow');
    return <RadixPopover.Arrow {...props} ref={ref} />;
  },
);
