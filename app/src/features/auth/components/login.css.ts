import { style } from '@vanilla-extract/css';
import * as dialog from '../../../components/dialog/dialog.css';
import { vars } from '../../../styles/theme.css';

export const content = style([dialog.content, { display: 'block' }]);

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: 700, marginBottom: vars.space.lg, textAlign: 'center' });

export const modes = style([dialog.modes, { marginBottom: vars.space.lg }]);

export const form = style({ display: 'grid', gap: vars.space.sm });

export const input = style([dialog.input, { outline: 'none' }]);

export { codeRow, hint, overlay } from '../../../components/dialog/dialog.css';

export const error = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.danger,
  selectors: { '&[data-state="idle"]': { display: 'none' } },
});

export const send = style({
  flex: 'none',
  minWidth: 108,
  height: 40,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.brand,
  cursor: 'pointer',
  selectors: {
    '&[data-state="counting"], &:disabled': { borderColor: vars.color.border, color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const submit = style({
  height: 42,
  marginTop: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandStrong }, '&[data-disabled]': { opacity: 0.7 } },
});

export const close = style({
  position: 'absolute',
  right: 8,
  top: 8,
  width: 32,
  height: 32,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: 22,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const qr = style({ display: 'flex', justifyContent: 'center', minHeight: 320 });
export const qrFrame = style({ width: '100%', height: 360, border: 0 });
