import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  marginBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
});

export const trigger = style({
  flex: 'none',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 0,
  borderBottom: '2px solid transparent',
  marginBottom: -1,
  background: 'transparent',
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.brand },
    '&[data-state="active"]': { color: vars.color.brand, borderBottomColor: vars.color.brand, fontWeight: 600 },
  },
});

export const content = style({ outline: 'none' });
