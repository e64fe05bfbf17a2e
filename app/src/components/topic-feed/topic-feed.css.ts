import { style } from '@vanilla-extract/css';
import { divided } from '../../styles/fragments';
import { media, vars } from '../../styles/theme.css';

export { meta, summary, title } from '../../styles/topic-item.css';

export const list = style({ display: 'grid' });
export const item = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.lg, ...divided(vars.space.lg) });
export const body = style({ flex: 1, minWidth: 0, display: 'grid', gap: vars.space.xs });
export const kind = style({
  display: 'inline-block',
  marginRight: vars.space.sm,
  padding: '0 6px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.brand}`,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.xs,
  fontWeight: 400,
  lineHeight: '18px',
  verticalAlign: 'text-bottom',
});
export const author = style({ color: vars.color.text, fontWeight: 600 });
export const signature = style({ color: vars.color.textMuted });
export const cover = style({
  flex: 'none',
  width: 160,
  height: 90,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  '@media': { [media.mobile]: { width: 96, height: 54 } },
});
