import { style } from '@vanilla-extract/css';
import { twoLines } from './fragments';
import { vars } from './theme.css';

/** A data chart (产业数据) as a card: its picture over two lines of title. */
export const card = style({ display: 'grid', gap: vars.space.xs });
export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
export const title = style({
  fontSize: vars.fontSize.sm,
  lineHeight: 1.5,
  ...twoLines,
});
