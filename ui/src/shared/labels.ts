/** Fills `{name}` placeholders: `formatLabel('{n}s', { n: 5 })` → `5s`. */
export function formatLabel(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** Presence attribute for booleans: `data-disabled=""` when true, absent otherwise. */
export function dataAttr(condition: boolean | undefined): '' | undefined {
  return condition ? '' : undefined;
}
