import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const entry = style({
  padding: `6px ${vars.space.lg}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.brand,
  fontSize: vars.fontSize.md,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brand, color: vars.color.textInverse } },
});

export const user = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, whiteSpace: 'nowrap' });
export const userIcon = style({ width: 28, height: 28, borderRadius: vars.radius.full });

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 60,
  background: vars.color.overlay,
  animation: `${fadeIn} 0.15s ease`,
});

export const content = style({
  position: 'fixed',
  zIndex: 61,
  left: '50%',
  top: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(400px, calc(100vw - 32px))',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.popover,
  animation: `${fadeIn} 0.15s ease`,
  outline: 'none',
});

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: 700, marginBottom: vars.space.lg, textAlign: 'center' });

export const modes = style({ display: 'flex', marginBottom: vars.space.lg, borderBottom: `1px solid ${vars.color.border}` });
globalStyle(`${modes} button`, {
  flex: 1,
  padding: `${vars.space.sm} 0`,
  border: 0,
  borderBottom: '2px solid transparent',
  marginBottom: -1,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
});
globalStyle(`${modes} button[data-state="active"]`, { color: vars.color.brand, borderBottomColor: vars.color.brand, fontWeight: 600 });

export const form = style({ display: 'grid', gap: vars.space.sm });

export const input = style({
  width: '100%',
  height: 40,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  outline: 'none',
  selectors: {
    '&:focus': { borderColor: vars.color.brand },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});

export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const error = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.danger,
  selectors: { '&[data-state="idle"]': { display: 'none' } },
});

export const codeRow = style({ display: 'flex', gap: vars.space.sm });

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
