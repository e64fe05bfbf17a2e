import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const box = style({
  maxWidth: 560,
  margin: `${vars.space.xxl} auto`,
  padding: vars.space.xl,
  textAlign: 'center',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});
export const title = style({ fontSize: vars.fontSize.xxl, marginBottom: vars.space.md });
export const text = style({ color: vars.color.textMuted, marginBottom: vars.space.xl });
export const actions = style({ display: 'flex', justifyContent: 'center', gap: vars.space.md });
const button = style({
  padding: `${vars.space.sm} ${vars.space.xl}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
});
export const primary = style([button, { border: 0, background: vars.color.brand, color: vars.color.textInverse }]);
export const secondary = style([button, { border: `1px solid ${vars.color.border}`, color: vars.color.text }]);
