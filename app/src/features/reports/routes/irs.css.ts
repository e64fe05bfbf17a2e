import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const hero = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.xl,
  alignItems: 'center',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: 'linear-gradient(120deg, #1f2329 0%, #3a0d12 100%)',
  color: vars.color.textInverse,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)' },
    [media.mobile]: { borderRadius: 0, padding: vars.space.lg },
  },
});
export const heroText = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });
export const heroTitle = style({ fontSize: 32, '@media': { [media.mobile]: { fontSize: vars.fontSize.xxl } } });
export const heroLead = style({ color: '#e9ebee', lineHeight: 1.8, maxWidth: 640 });
export const prices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, margin: 0 });
export const price = style({
  display: 'grid',
  gap: 2,
  minWidth: 140,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: 'rgba(255, 255, 255, 0.1)',
  border: '1px solid rgba(255, 255, 255, 0.25)',
});
globalStyle(`${price} dt`, { color: '#e9ebee', fontSize: vars.fontSize.sm });
globalStyle(`${price} dd`, { margin: 0, fontSize: vars.fontSize.lg });
globalStyle(`${price} strong`, { fontSize: 28, color: '#ffd666' });
export const delivery = style({ color: '#e9ebee' });
export const latest = style({ display: 'flex', gap: vars.space.lg, margin: 0, alignItems: 'flex-start', '@media': { [media.mobile]: { flexDirection: 'column' } } });
export const latestCover = style({ width: 180, height: 'auto', borderRadius: vars.radius.md, boxShadow: vars.shadow.popover, flex: 'none' });
export const latestText = style({ display: 'grid', gap: vars.space.sm, minWidth: 180 });
export const latestLabel = style({ justifySelf: 'start', padding: '0 8px', borderRadius: vars.radius.sm, background: vars.color.brand, fontSize: vars.fontSize.xs, lineHeight: '22px' });
export const latestTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });
export const catalogues = style({ display: 'grid', gap: 2, color: '#e9ebee', fontSize: vars.fontSize.sm });
globalStyle(`${catalogues} li::before`, { content: '"· "' });

export const heading = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space.lg });
export const years = style({ display: 'grid', gap: vars.space.xl });
export const year = style({ display: 'grid', gap: vars.space.md });
export const yearTitle = style({ fontSize: vars.fontSize.lg, color: vars.color.brandStrong });
export const covers = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space.lg,
  '@media': { [media.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md } },
});
export const cover = style({ display: 'grid', gap: vars.space.xs });
export const coverImage = style({ width: '100%', height: 'auto', aspectRatio: '3 / 4', objectFit: 'cover', borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}` });
export const coverTitle = style({ fontSize: vars.fontSize.sm, textAlign: 'center' });
