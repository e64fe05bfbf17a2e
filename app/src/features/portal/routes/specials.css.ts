import { style } from '@vanilla-extract/css';
import { columns } from '../../../styles/fragments';
import { vars } from '../../../styles/theme.css';

export const grid = style(columns(3, 2, 1, vars.space.xl, vars.space.lg));
export const card = style({
  display: 'grid',
  height: '100%',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { '&:hover': { boxShadow: vars.shadow.popover } },
});
export const cover = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
});
export const text = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.md, alignContent: 'start' });
export const kind = style({
  justifySelf: 'start',
  padding: '0 6px',
  borderRadius: vars.radius.sm,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.xs,
  lineHeight: '20px',
});
export const title = style({ fontWeight: 600, lineHeight: 1.5, color: vars.color.text });
export const date = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
