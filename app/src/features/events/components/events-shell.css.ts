import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const page = style({
  display: 'grid',
  gap: vars.space.xl,
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg} 0`,
  '@media': { [media.mobile]: { padding: `${vars.space.md} 0 0`, gap: vars.space.md } },
});
export const head = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xl,
  padding: `0 ${vars.space.xl}`,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  '@media': { [media.mobile]: { flexDirection: 'column', alignItems: 'stretch', gap: 0, padding: `${vars.space.md} ${vars.space.lg} 0`, borderRadius: 0 } },
});
export const title = style({ fontSize: vars.fontSize.xxl, '@media': { [media.mobile]: { fontSize: vars.fontSize.xl } } });
export const tabs = style({ display: 'flex', gap: vars.space.xs, overflowX: 'auto' });
export const tab = style({
  flex: 'none',
  padding: `${vars.space.lg} ${vars.space.md}`,
  borderBottom: '3px solid transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  selectors: {
    '&:hover': { color: vars.color.brand },
    '&[aria-current="page"]': { color: vars.color.brand, borderBottomColor: vars.color.brand, fontWeight: 600 },
  },
  '@media': { [media.mobile]: { padding: `${vars.space.md} ${vars.space.sm}`, fontSize: vars.fontSize.md } },
});
export const panel = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  '@media': { [media.mobile]: { padding: vars.space.lg, borderRadius: 0 } },
});
export const heading = style({ fontSize: vars.fontSize.xl, display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const badge = style({ padding: `2px ${vars.space.sm}`, borderRadius: vars.radius.sm, background: vars.color.brand, color: vars.color.textInverse, fontSize: vars.fontSize.xs, fontWeight: 400 });
export const covers = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(340px, 1fr))',
  gap: vars.space.lg,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const cover = style({ position: 'relative', display: 'block', borderRadius: vars.radius.md, overflow: 'hidden', background: vars.color.surfaceMuted });
export const coverImage = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover' });
export const coverLabel = style({ position: 'absolute', left: 8, top: 8, padding: `2px ${vars.space.sm}`, borderRadius: vars.radius.sm, background: vars.color.brand, color: vars.color.textInverse, fontSize: vars.fontSize.xs });
export const caption = style({ display: 'block', padding: `${vars.space.sm} 0`, color: vars.color.text, fontSize: vars.fontSize.md });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const talks = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.md,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const talk = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  selectors: { '&:hover': { borderColor: vars.color.brand, color: vars.color.brand } },
});
export const talkLogo = style({ flex: 'none', width: 80, height: 40, objectFit: 'contain' });
export const logos = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space.md,
  '@media': { [media.mobile]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.sm } },
});
export const logo = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '2 / 1', objectFit: 'contain', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });
