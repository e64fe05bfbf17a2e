import { cloneElement, forwardRef, isValidElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { useComposedRefs } from './compose';

type Props = Record<string, unknown>;

/** The slot's props merged into the child's: handlers both (the child's first), classes joined, styles and the rest the child's over the slot's. */
function mergeProps(slot: Props, child: Props): Props {
  const merged: Props = { ...slot, ...child };
  for (const name of Object.keys(slot)) {
    const ours = slot[name];
    const theirs = child[name];
    if (/^on[A-Z]/.test(name) && typeof ours === 'function' && typeof theirs === 'function') {
      merged[name] = (...args: unknown[]) => {
        const result = theirs(...args);
        ours(...args);
        return result;
      };
    } else if (name === 'style' && theirs) {
      merged.style = { ...(ours as object), ...(theirs as object) };
    } else if (name === 'className' && theirs) {
      merged.className = [ours, theirs].filter(Boolean).join(' ');
    }
  }
  return merged;
}

/** The child's own ref: a prop in React 19, the element's field in React 18 (where reading `props.ref` warns). */
function childRef(child: { props: object; ref?: unknown }): Ref<HTMLElement> | undefined {
  const own = Object.getOwnPropertyDescriptor(child.props, 'ref');
  return (own && 'value' in own ? own.value : child.ref) as Ref<HTMLElement> | undefined;
}

export interface SlotProps extends HTMLAttributes<HTMLElement> {
  children?: ReactNode;
}

/**
 * `asChild`: renders its one child element with the slot's props and ref merged in (see
 * `mergeProps`); anything but one element renders nothing.
 */
export const Slot = /*#__PURE__*/ forwardRef<HTMLElement, SlotProps>(function Slot({ children, ...props }, ref) {
  const element = isValidElement<Props>(children) ? children : undefined;
  const composed = useComposedRefs(ref, element && childRef(element));
  if (!element) return null;
  return cloneElement(element, { ...mergeProps(props, element.props), ref: composed });
});
