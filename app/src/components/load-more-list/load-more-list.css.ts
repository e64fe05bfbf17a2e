import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const more = style({ display: 'flex', justifyContent: 'center', paddingTop: vars.space.lg });
export const button = style({
  minWidth: 160,
  padding: `${vars.space.sm} ${vars.space.xl}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.brand, color: vars.color.brand },
    '&[data-state="end"]': { cursor: 'default', color: vars.color.textMuted, borderColor: 'transparent' },
    '&[data-state="loading"]': { cursor: 'progress' },
  },
});
