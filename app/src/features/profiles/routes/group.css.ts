import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const banner = style({
  position: 'relative',
  display: 'grid',
  overflow: 'hidden',
  minHeight: 200,
  borderRadius: vars.radius.lg,
  background: vars.color.footer,
  color: vars.color.textInverse,
  '@media': { [media.mobile]: { borderRadius: 0, minHeight: 160 } },
});
export const bannerImage = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', opacity: 0.15, filter: 'blur(3px)', transform: 'scale(1.05)' });
export const bannerText = style({
  position: 'relative',
  display: 'grid',
  alignContent: 'end',
  justifyItems: 'start',
  gap: vars.space.sm,
  padding: vars.space.xl,
  background: 'linear-gradient(180deg, rgba(15,17,21,0) 0%, rgba(15,17,21,0.75) 100%)',
  '@media': { [media.mobile]: { padding: vars.space.lg } },
});
export const name = style({ fontSize: 32, lineHeight: 1.3, '@media': { [media.mobile]: { fontSize: vars.fontSize.xxl } } });
export const description = style({ color: '#f1f2f4', maxWidth: 760 });
export const keyword = style({
  padding: '0 10px',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xs,
  lineHeight: '22px',
});
// Empty when every slot came back empty below the screen (see AdCarousel): no gap for nothing.
export const ads = style({ display: 'grid', gap: vars.space.lg, selectors: { '&:empty': { display: 'none' } }, '@media': { [media.mobile]: { padding: `0 ${vars.space.lg}` } } });
export const heading = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space.md });
export const qr = style({ display: 'grid', justifyItems: 'center', gap: vars.space.sm, textAlign: 'center' });
export const qrImage = style({ width: 160, height: 160, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm });
