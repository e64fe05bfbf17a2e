import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const form = style({
  display: 'flex',
  alignItems: 'center',
  height: 36,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
  selectors: { '&:focus-within': { borderColor: vars.color.brand, background: vars.color.surface } },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  height: '100%',
  padding: `0 ${vars.space.md}`,
  border: 0,
  outline: 'none',
  background: 'transparent',
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  selectors: { '&::-webkit-search-cancel-button': { display: 'none' } },
});

export const button = style({
  display: 'grid',
  placeItems: 'center',
  width: 40,
  height: '100%',
  border: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.brand } },
});
