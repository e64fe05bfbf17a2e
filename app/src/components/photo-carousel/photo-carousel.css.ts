import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** 675 px above 1400 px of screen width; below, the same share of the width (675 / 1400). */
export const GALLERY_HEIGHT = 'min(675px, 48.2143vw)';

export const root = style({
  position: 'relative',
  width: '100%',
  height: GALLERY_HEIGHT,
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: '#0f172a',
});
export const viewport = style({ position: 'relative', width: '100%', height: '100%' });
export const slide = style({
  position: 'absolute',
  inset: 0,
  transition: 'opacity 0.6s ease',
  selectors: { '&[data-state="inactive"]': { opacity: 0 }, '&[data-state="active"]': { opacity: 1 } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'contain' });
export const arrow = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  width: 44,
  height: 44,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'rgba(15, 23, 42, 0.6)',
  color: '#fff',
  fontSize: 28,
  lineHeight: 1,
  cursor: 'pointer',
  transition: 'opacity 0.2s ease',
  selectors: { '&[data-state="hidden"]': { opacity: 0 }, '&:focus-visible': { opacity: 1 } },
});
export const prev = style({ left: 12 });
export const next = style({ right: 12 });
export const dots = style({ position: 'absolute', left: 0, right: 0, bottom: 8, display: 'flex', justifyContent: 'center', flexWrap: 'wrap' });
export const dot = style({
  display: 'grid',
  placeItems: 'center',
  width: 24,
  height: 24,
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  '::after': { content: '""', width: 8, height: 8, borderRadius: vars.radius.full, background: 'rgba(255, 255, 255, 0.6)' },
  selectors: { '&[data-state="active"]::after': { background: '#fff', width: 18 } },
});
