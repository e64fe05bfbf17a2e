import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const wrap = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  // A full screen, so the footer stays below the fold until the page arrives (no layout shift).
  minHeight: '100vh',
  color: vars.color.textMuted,
});
export const spinner = style({
  width: 20,
  height: 20,
  border: `2px solid ${vars.color.border}`,
  borderTopColor: vars.color.brand,
  borderRadius: vars.radius.full,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const label = style({ fontSize: vars.fontSize.md });
