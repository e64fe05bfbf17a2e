import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [media.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md },
  },
});
export const card = style({ display: 'grid', gap: vars.space.xs });
export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});
export const title = style({
  fontSize: vars.fontSize.sm,
  lineHeight: 1.5,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
export const date = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
