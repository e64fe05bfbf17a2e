import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const crumbs = style({
  display: 'flex',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  marginBottom: `calc(-1 * ${vars.space.md})`,
  '@media': { [media.mobile]: { padding: `${vars.space.md} ${vars.space.lg} 0`, marginBottom: 0 } },
});
export const source = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  marginBottom: vars.space.lg,
});
export const figure = style({ margin: 0 });
export const image = style({
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});
export const text = style({ marginTop: vars.space.lg, lineHeight: 1.9, fontSize: vars.fontSize.lg });
export const shareTitle = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space.md });
export const share = style({ display: 'grid', justifyItems: 'center', gap: vars.space.sm, textAlign: 'center' });
export const qr = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm });
