import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const banner = style({
  position: 'relative',
  display: 'grid',
  overflow: 'hidden',
  minHeight: 220,
  borderRadius: vars.radius.lg,
  background: vars.color.footer,
  color: vars.color.textInverse,
  '@media': { [media.mobile]: { borderRadius: 0, minHeight: 180 } },
});
export const bannerImage = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  opacity: 0.15,
  filter: 'blur(3px)',
  transform: 'scale(1.05)',
});
export const bannerText = style({
  position: 'relative',
  display: 'grid',
  alignContent: 'end',
  gap: vars.space.sm,
  padding: vars.space.xl,
  background: 'linear-gradient(180deg, rgba(15,17,21,0) 0%, rgba(15,17,21,0.75) 100%)',
  '@media': { [media.mobile]: { padding: vars.space.lg } },
});
export const kind = style({
  justifySelf: 'start',
  padding: '0 8px',
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xs,
  lineHeight: '22px',
});
export const title = style({ fontSize: vars.fontSize.xxl, lineHeight: 1.4, '@media': { [media.mobile]: { fontSize: vars.fontSize.xl } } });
export const daodu = style({ maxWidth: 820, lineHeight: 1.8, color: '#f1f2f4' });
export const daoduLabel = style({ marginRight: vars.space.sm, fontWeight: 700 });
export const heading = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space.sm });
export const picture = style({ width: '100%', maxWidth: 820, height: 'auto', margin: '0 auto', borderRadius: vars.radius.md });
