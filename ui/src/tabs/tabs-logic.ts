import { formatLabel } from '../shared/labels';

export const TAB_COUNT_TEMPLATE = '{label} ({count})';

/** `formatTabLabel('待回答', 3)` → `待回答 (3)`; without a count, the label alone. */
export function formatTabLabel(label: string, count?: number | null, template = TAB_COUNT_TEMPLATE): string {
  return count === undefined || count === null ? label : formatLabel(template, { label, count });
}
