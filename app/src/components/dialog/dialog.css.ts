import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** Shared looks of the site's dialogs (alerts, logins, the frame of components/dialog/dialog-shell.tsx). */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 60,
  background: vars.color.overlay,
  animation: `${fadeIn} 0.15s ease`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const content = style({
  position: 'fixed',
  zIndex: 61,
  left: '50%',
  top: '50%',
  transform: 'translate(-50%, -50%)',
  display: 'grid',
  gap: vars.space.md,
  width: 'min(400px, calc(100vw - 32px))',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.popover,
  outline: 'none',
  animation: `${fadeIn} 0.15s ease`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: 700, textAlign: 'center' });
export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const message = style({ textAlign: 'center', color: vars.color.text });
export const actions = style({ display: 'flex', justifyContent: 'center', gap: vars.space.md });

export const button = style({
  minWidth: 96,
  padding: `${vars.space.sm} ${vars.space.xl}`,
  border: 0,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.textInverse,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandStrong } },
});

export const form = style({ display: 'grid', gap: vars.space.sm });
export const modes = style({ display: 'flex', gap: vars.space.sm, borderBottom: `1px solid ${vars.color.border}` });
globalStyle(`${modes} button`, {
  flex: 1,
  padding: `${vars.space.sm} ${vars.space.xs}`,
  border: 0,
  borderBottom: '2px solid transparent',
  marginBottom: -1,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
});
globalStyle(`${modes} button[data-state="active"]`, { color: vars.color.brand, borderBottomColor: vars.color.brand, fontWeight: 600 });
globalStyle(`${form} label`, { fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const input = style({
  width: '100%',
  height: 40,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  selectors: { '&:focus': { borderColor: vars.color.brand }, '&[data-invalid]': { borderColor: vars.color.danger } },
});
export const codeRow = style({ display: 'flex', gap: vars.space.sm });
export const send = style({
  flex: 'none',
  minWidth: 108,
  height: 40,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.brandStrong,
  cursor: 'pointer',
  selectors: { '&:disabled': { color: vars.color.textMuted, borderColor: vars.color.border, cursor: 'not-allowed' } },
});
export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const error = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.danger,
  selectors: { '&[data-state="idle"], &:empty': { display: 'none' } },
});
export const close = style({
  position: 'absolute',
  right: vars.space.md,
  top: vars.space.md,
  width: 32,
  height: 32,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xl,
  cursor: 'pointer',
});

// ---- the panel: a head bar (title, actions, ×), a body that scrolls, a foot of buttons ----
export const panel = style([
  content,
  {
    display: 'flex',
    flexDirection: 'column',
    width: 'min(920px, calc(100vw - 24px))',
    maxHeight: 'calc(100vh - 48px)',
    padding: 0,
    gap: 0,
    overflow: 'hidden',
  },
]);
/** A panel of forms and pickers, narrower than one of records. */
export const medium = style({ width: 'min(640px, calc(100vw - 24px))' });
export const panelHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.mobile]: { padding: vars.space.md } },
});
export const panelTitle = style({ flex: 1, fontSize: vars.fontSize.lg, fontWeight: 700, margin: 0 });
export const panelClose = style([close, { position: 'static' }]);
export const body = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.xl,
  overflowY: 'auto',
  alignContent: 'start',
  '@media': { [media.mobile]: { padding: vars.space.md } },
});
export const foot = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border}`,
});
