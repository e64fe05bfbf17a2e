import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const topAd = style({
  position: 'relative',
  aspectRatio: '1200 / 80',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  '@media': { [media.mobile]: { borderRadius: 0 } },
});

export const banner = style({
  position: 'relative',
  aspectRatio: '1200 / 400',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  '@media': { [media.mobile]: { borderRadius: 0 } },
});

export const viewport = style({ position: 'relative', width: '100%', height: '100%' });

export const fadeSlide = style({
  position: 'absolute',
  inset: 0,
  transition: 'opacity 0.6s ease',
  selectors: {
    '&[data-state="inactive"]': { opacity: 0, pointerEvents: 'none' },
    '&[data-state="active"]': { opacity: 1 },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});


export const close = style({
  position: 'absolute',
  right: 6,
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'grid',
  placeItems: 'center',
  width: 24,
  height: 24,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'rgba(0, 0, 0, 0.45)',
  color: '#fff',
  cursor: 'pointer',
  selectors: { '&:hover': { background: 'rgba(0, 0, 0, 0.7)' } },
});

const arrow = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  width: 40,
  height: 40,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'rgba(0, 0, 0, 0.4)',
  color: '#fff',
  fontSize: 28,
  lineHeight: '36px',
  cursor: 'pointer',
  transition: 'opacity 0.2s',
  selectors: { '&[data-state="hidden"]': { opacity: 0 } },
  '@media': { [media.mobile]: { display: 'none' } },
});
export const prev = style([arrow, { left: 16 }]);
export const next = style([arrow, { right: 16 }]);

export const dots = style({
  position: 'absolute',
  left: '50%',
  bottom: 4,
  transform: 'translateX(-50%)',
  display: 'flex',
});

export const dot = style({
  display: 'grid',
  placeItems: 'center',
  width: 24,
  height: 24,
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  '::after': {
    content: '""',
    width: 8,
    height: 8,
    borderRadius: vars.radius.full,
    background: 'rgba(255, 255, 255, 0.7)',
    boxShadow: '0 0 2px rgba(0, 0, 0, 0.4)',
  },
  selectors: { '&[data-state="active"]::after': { width: 20, background: '#fff' } },
});

export const ads = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))' }, [media.mobile]: { padding: `0 ${vars.space.lg}` } },
});
