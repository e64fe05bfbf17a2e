import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const list = style({ display: 'grid' });
export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.lg} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0 } },
});
export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
  lineHeight: 1.5,
  '@media': { [media.mobile]: { fontSize: vars.fontSize.md } },
});
export const summary = style({
  color: vars.color.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
export const meta = style({ display: 'flex', gap: vars.space.md, color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const kind = style({ color: vars.color.link });
export const mark = style({ background: 'transparent', color: vars.color.brand, fontWeight: 600 });
