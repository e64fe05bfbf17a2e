import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const list = style({ display: 'grid', gap: vars.space.md });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.md,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const card = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minWidth: 0 });
export const avatar = style({
  width: 44,
  height: 44,
  flex: 'none',
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
});
export const text = style({ display: 'grid', minWidth: 0 });
export const name = style({ fontWeight: 600, color: vars.color.text });
export const line = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
