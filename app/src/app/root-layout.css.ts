import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';

export const main = style({ display: 'block', minHeight: '60vh', outline: 'none' });

export const skip = style({
  position: 'absolute',
  left: vars.space.sm,
  top: -48,
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.link,
  selectors: { '&:focus': { top: vars.space.sm } },
});

export const backToTop = style({
  position: 'fixed',
  right: 24,
  bottom: 32,
  zIndex: 30,
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  border: 0,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.textInverse,
  boxShadow: vars.shadow.popover,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandStrong } },
  '@media': { [media.mobile]: { right: 12, bottom: 16, width: 40, height: 40 } },
});

const grow = keyframes({ from: { transform: 'scaleX(0.1)' }, to: { transform: 'scaleX(0.9)' } });

/** A thin bar while the next page's data loads. */
export const progress = style({
  position: 'fixed',
  left: 0,
  right: 0,
  top: 0,
  zIndex: 100,
  height: 3,
  background: vars.color.brand,
  transformOrigin: 'left',
  animation: `${grow} 2s ease-out forwards`,
});
