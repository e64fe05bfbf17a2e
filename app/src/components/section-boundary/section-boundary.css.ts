import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** The failure of one section: a short line and 重试, in the section's place. */
export const box = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xl} ${vars.space.md}`,
  color: vars.color.textMuted,
  textAlign: 'center',
});
export const retry = style({
  padding: `${vars.space.xs} ${vars.space.lg}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
});
