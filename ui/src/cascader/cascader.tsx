import { forwardRef, useEffect, useId, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { composeEventHandlers } from '../shared/compose';
import { createContext } from '../shared/context';
import { dataAttr, formatLabel } from '../shared/labels';
import { useControllableState } from '../shared/use-controllable-state';
import { getCheckState, toggleOption, type CascaderOption, type CheckState } from './cascader-logic';

export const cascaderLabels = { toggle: '{label}的子选项' };
export type CascaderLabels = typeof cascaderLabels;

interface CascaderContextValue {
  options: CascaderOption[];
  value: string[];
  labels: CascaderLabels;
  toggle: (option: CascaderOption) => void;
  isExpanded: (value: string) => boolean;
  setExpanded: (value: string, open: boolean) => void;
}

const [CascaderProvider, useCascaderContext] = /*#__PURE__*/ createContext<CascaderContextValue>('Cascader');
const [ItemProvider, useItemContext] = /*#__PURE__*/ createContext<{ option: CascaderOption; state: CheckState; listId: string }>('CascaderItem');

export interface CascaderRootProps extends Omit<ComponentPropsWithoutRef<'div'>, 'defaultValue'> {
  options: CascaderOption[];
  /** The selected leaf values. */
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
  /** Parents open at first (by value). */
  defaultExpanded?: string[];
  labels?: Partial<CascaderLabels>;
}

/** A tree of options with a checkbox each: leaves toggle alone, parents toggle all their leaves. */
export const CascaderRoot = /*#__PURE__*/ forwardRef<HTMLDivElement, CascaderRootProps>(function CascaderRoot(
  { options, value: valueProp, defaultValue = [], onValueChange, defaultExpanded = [], labels, children, ...props },
  ref,
) {
  const [value, setValue] = useControllableState({ prop: valueProp, defaultProp: defaultValue, onChange: onValueChange });
  const [expanded, setExpandedSet] = useState(() => new Set(defaultExpanded));
  const context: CascaderContextValue = {
    options,
    value,
    labels: { ...cascaderLabels, ...labels },
    toggle: (option) => setValue((current) => toggleOption(options, option, current)),
    isExpanded: (key) => expanded.has(key),
    setExpanded: (key, open) =>
      setExpandedSet((current) => {
        const next = new Set(current);
        if (open) next.add(key);
        else next.delete(key);
        return next;
      }),
  };
  return (
    <CascaderProvider {...context}>
      <div role="group" {...props} ref={ref}>
        {children ?? <CascaderList />}
      </div>
    </CascaderProvider>
  );
});

export interface CascaderListProps extends ComponentPropsWithoutRef<'ul'> {
  /** The options to list; the root's top level by default. */
  options?: CascaderOption[];
}

export const CascaderList = /*#__PURE__*/ forwardRef<HTMLUListElement, CascaderListProps>(function CascaderList({ options, children, ...props }, ref) {
  const cascader = useCascaderContext('CascaderList');
  return (
    <ul {...props} ref={ref}>
      {children ?? (options ?? cascader.options).map((option) => <CascaderItem key={option.value} option={option} />)}
    </ul>
  );
});

export interface CascaderItemProps extends ComponentPropsWithoutRef<'li'> {
  option: CascaderOption;
}

/** One option: `data-state="checked|unchecked|indeterminate"`; a parent adds its toggle and, when open, its list. */
export const CascaderItem = /*#__PURE__*/ forwardRef<HTMLLIElement, CascaderItemProps>(function CascaderItem({ option, children, ...props }, ref) {
  const cascader = useCascaderContext('CascaderItem');
  const state = getCheckState(option, cascader.value);
  const listId = useId();
  const parent = (option.children?.length ?? 0) > 0;
  const open = parent && cascader.isExpanded(option.value);
  return (
    <ItemProvider {...{ option, state, listId }}>
      <li data-state={state} data-expanded={dataAttr(open)} data-disabled={dataAttr(option.disabled)} {...props} ref={ref}>
        {children ?? (
          <>
            <CascaderCheckbox />
            {parent && <CascaderToggle />}
            {open && <CascaderList id={listId} options={option.children} />}
          </>
        )}
      </li>
    </ItemProvider>
  );
});

/** A `<label>` holding the option's checkbox and text; a parent's checkbox shows the mixed state. */
export const CascaderCheckbox = /*#__PURE__*/ forwardRef<HTMLLabelElement, ComponentPropsWithoutRef<'label'>>(function CascaderCheckbox(
  { children, ...props },
  ref,
) {
  const cascader = useCascaderContext('CascaderCheckbox');
  const { option, state } = useItemContext('CascaderCheckbox');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.indeterminate = state === 'indeterminate';
  }, [state]);
  return (
    <label data-state={state} {...props} ref={ref}>
      <input
        ref={input}
        type="checkbox"
        checked={state === 'checked'}
        disabled={option.disabled}
        onChange={() => cascader.toggle(option)}
      />
      {children ?? option.label}
    </label>
  );
});

/** Opens and closes a parent's list of children (`aria-expanded`). */
export const CascaderToggle = /*#__PURE__*/ forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(function CascaderToggle(
  { onClick, children, ...props },
  ref,
) {
  const cascader = useCascaderContext('CascaderToggle');
  const { option, listId } = useItemContext('CascaderToggle');
  const open = cascader.isExpanded(option.value);
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={open ? listId : undefined}
      aria-label={formatLabel(cascader.labels.toggle, { label: option.label })}
      data-state={open ? 'open' : 'closed'}
      {...props}
      ref={ref}
      onClick={composeEventHandlers(onClick, () => cascader.setExpanded(option.value, !open))}
    >
      {children ?? (open ? '−' : '+')}
    </button>
  );
});
