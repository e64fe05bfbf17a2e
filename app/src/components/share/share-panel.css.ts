import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import * as layout from '../page-layout/page-layout.css';

export const panel = style([layout.panel, { display: 'grid', gap: vars.space.sm }]);
export const heading = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });
export const body = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
export const qr = style({ flex: 'none' });
export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const copy = style({
  justifySelf: 'start',
  padding: `6px ${vars.space.lg}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.brand,
  cursor: 'pointer',
});
export const status = style({ minHeight: '1.2em', fontSize: vars.fontSize.sm, color: vars.color.brandStrong });
export const link = style({
  width: '100%',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
});
