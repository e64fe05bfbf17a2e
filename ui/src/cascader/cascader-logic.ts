export interface CascaderOption {
  value: string;
  label: string;
  children?: CascaderOption[];
  disabled?: boolean;
}

export type CheckState = 'checked' | 'unchecked' | 'indeterminate';

/** The values of the leaves under an option (itself when it is a leaf), skipping disabled ones. */
export function getLeafValues(option: CascaderOption): string[] {
  if (option.disabled) return [];
  if (!option.children?.length) return [option.value];
  return option.children.flatMap(getLeafValues);
}

/** A leaf is checked when selected; a parent when all its leaves are, indeterminate when some are. */
export function getCheckState(option: CascaderOption, selected: readonly string[]): CheckState {
  const leaves = getLeafValues(option);
  const count = leaves.filter((value) => selected.includes(value)).length;
  if (count === 0) return 'unchecked';
  return count === leaves.length ? 'checked' : 'indeterminate';
}

/** Toggling checks every leaf under the option, or clears them all when all were checked. Keeps the options' order. */
export function toggleOption(options: readonly CascaderOption[], option: CascaderOption, selected: readonly string[]): string[] {
  const leaves = getLeafValues(option);
  const next = new Set(selected);
  if (getCheckState(option, selected) === 'checked') leaves.forEach((value) => next.delete(value));
  else leaves.forEach((value) => next.add(value));
  const order = options.flatMap(getLeafValues);
  return [...order.filter((value) => next.has(value)), ...[...next].filter((value) => !order.includes(value))];
}
