import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

/** Above every dialog and its overlay. */
const layer = 200;

export const toggle = style({
  position: 'fixed',
  left: 16,
  bottom: 16,
  zIndex: layer,
  pointerEvents: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.full,
  background: '#1f2329',
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  boxShadow: vars.shadow.popover,
  cursor: 'pointer',
});

export const badge = style({
  padding: '0 6px',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  fontSize: vars.fontSize.xs,
});

export const panel = style({
  position: 'fixed',
  left: 16,
  bottom: 60,
  zIndex: layer,
  pointerEvents: 'auto',
  display: 'flex',
  flexDirection: 'column',
  width: 420,
  maxHeight: '70vh',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  boxShadow: vars.shadow.popover,
  '@media': { [media.mobile]: { left: 8, right: 8, width: 'auto', bottom: 56 } },
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ margin: 0, marginRight: 'auto', fontSize: vars.fontSize.md });

export const button = style({
  padding: `2px ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.brand, color: vars.color.brand } },
});

export const list = style({ margin: 0, padding: vars.space.sm, overflowY: 'auto', listStyle: 'none' });

export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `2px ${vars.space.sm}`,
  alignItems: 'center',
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px dashed ${vars.color.border}`,
});

export const op = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', wordBreak: 'break-all' });
export const active = style({ color: vars.color.brand, fontWeight: 700 });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const select = style({ gridColumn: '1 / -1', maxWidth: '100%' });
export const note = style({ margin: 0, padding: vars.space.sm, color: vars.color.textMuted });
