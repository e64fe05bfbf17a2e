import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const page = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
});

export const code = style({ fontSize: 96, fontWeight: 800, lineHeight: 1, color: vars.color.brand, letterSpacing: 4 });
export const message = style({ fontSize: vars.fontSize.xl, fontWeight: 400 });
globalStyle(`${message} a`, { color: vars.color.link, textDecoration: 'underline' });
