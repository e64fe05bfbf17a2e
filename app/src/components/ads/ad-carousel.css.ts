import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const root = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const viewport = style({ position: 'relative', width: '100%', height: '100%' });

export const slide = style({
  position: 'absolute',
  inset: 0,
  transition: 'transform 0.5s ease, opacity 0.5s ease',
  selectors: {
    '&[data-state="inactive"]': { transform: 'translateY(100%)', opacity: 0 },
    '&[data-state="active"]': { transform: 'translateY(0)', opacity: 1 },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});


export const dots = style({
  position: 'absolute',
  right: 2,
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'flex',
  flexDirection: 'column',
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
    width: 6,
    height: 6,
    borderRadius: vars.radius.full,
    background: 'rgba(255, 255, 255, 0.75)',
    boxShadow: '0 0 2px rgba(0, 0, 0, 0.4)',
  },
  selectors: { '&[data-state="active"]::after': { background: vars.color.brand, height: 14 } },
});
