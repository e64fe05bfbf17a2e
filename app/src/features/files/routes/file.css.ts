import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, color: vars.color.textMuted, marginBottom: vars.space.xl });
export const pages = style({ display: 'grid', gap: vars.space.lg, counterReset: 'page' });
export const page = style({ width: '100%', height: 'auto', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surfaceMuted });
export const locked = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  textAlign: 'center',
});
