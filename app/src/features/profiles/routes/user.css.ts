import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const header = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  '@media': { [media.mobile]: { borderRadius: 0 } },
});
export const background = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '5 / 1', objectFit: 'cover' });
export const identity = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.xl,
  padding: vars.space.xl,
  background: vars.color.surface,
  '@media': { [media.mobile]: { gap: vars.space.lg, padding: vars.space.lg } },
});
export const avatar = style({
  width: 96,
  height: 96,
  flex: 'none',
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  border: `4px solid ${vars.color.surface}`,
  background: vars.color.surfaceMuted,
  '@media': { [media.mobile]: { width: 72, height: 72 } },
});
export const who = style({ flex: 1, minWidth: 200, display: 'grid', gap: vars.space.xs });
export const name = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontSize: vars.fontSize.xxl, '@media': { [media.mobile]: { fontSize: vars.fontSize.xl } } });
export const badge = style({
  padding: '0 8px',
  borderRadius: vars.radius.sm,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.xs,
  fontWeight: 400,
  lineHeight: '22px',
});
export const line = style({ color: vars.color.text });
export const signature = style({ color: vars.color.textMuted });
export const stats = style({ display: 'flex', gap: vars.space.xl, margin: `${vars.space.xs} 0 0` });
globalStyle(`${stats} > div`, { display: 'flex', alignItems: 'baseline', gap: vars.space.xs });
globalStyle(`${stats} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${stats} dd`, { margin: 0, fontWeight: 700, fontSize: vars.fontSize.lg });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });
export const heading = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space.md });
export const remarks = style({ lineHeight: 1.8, marginBottom: vars.space.md });
export const desc = style({ width: '100%', height: 'auto', borderRadius: vars.radius.md });
/** On narrow screens an organisation's introduction comes before its feed. */
export const organisation = style({ '@media': { [media.tablet]: { order: -1 } } });
