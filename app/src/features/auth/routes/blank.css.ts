import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const failed = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const back = style({ color: vars.color.link, textDecoration: 'underline' });
