import { globalStyle, style } from '@vanilla-extract/css';
import * as dialog from '../../../components/dialog/dialog.css';
import { media, vars } from '../../../styles/theme.css';

export const shell = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  '@media': { [media.mobile]: { padding: `${vars.space.md} ${vars.space.sm}`, gap: vars.space.md } },
});

export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.lg,
  selectors: {
    '&[data-active]': { background: vars.color.brand, color: vars.color.textInverse, fontWeight: 600 },
    '&:hover:not([data-active])': { background: vars.color.surfaceMuted },
  },
  '@media': { [media.mobile]: { fontSize: vars.fontSize.md, padding: `${vars.space.xs} ${vars.space.md}` } },
});

export const subTabs = style({ display: 'flex', gap: vars.space.lg, marginLeft: 'auto', fontSize: vars.fontSize.sm });
globalStyle(`${subTabs} a`, { color: vars.color.textMuted, textDecoration: 'none' });
globalStyle(`${subTabs} a[aria-current="page"]`, { color: vars.color.brand, fontWeight: 600 });

export const gate = style({
  minHeight: 320,
  display: 'grid',
  placeItems: 'center',
  color: vars.color.textMuted,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
});

// ---- dialogs ----
export const overlay = dialog.overlay;
export const loginContent = style([dialog.content, { display: 'block' }]);
export const title = style({ fontSize: vars.fontSize.xl, fontWeight: 700, marginBottom: vars.space.lg, textAlign: 'center' });
export const form = style({ display: 'grid', gap: vars.space.sm });
export const input = style([dialog.input, { outline: 'none' }]);
export { codeRow, hint, error, send } from '../../../components/dialog/dialog.css';
export const submit = style([dialog.button, { width: '100%', marginTop: vars.space.sm, height: 40 }]);
export const qrLink = style({
  display: 'block',
  marginTop: vars.space.lg,
  textAlign: 'center',
  color: vars.color.link,
  fontSize: vars.fontSize.md,
});
export const gateNote = style({ marginTop: vars.space.md, fontSize: vars.fontSize.sm, color: vars.color.textMuted, textAlign: 'center' });

/** A heading in a dialog's body, as the dialog's title (components/dialog). */
export const heading = dialog.panelTitle;

export const button = style([dialog.button, { minWidth: 0, padding: `6px ${vars.space.lg}` }]);
export const ghost = style({
  padding: `6px ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.brand, color: vars.color.brandStrong }, '&:disabled': { opacity: 0.6, cursor: 'not-allowed' } },
});
export const danger = style([ghost, { color: vars.color.danger }]);
export const small = style({ padding: `2px ${vars.space.md}`, fontSize: vars.fontSize.sm });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const status = style({ padding: vars.space.xl, textAlign: 'center', color: vars.color.textMuted });
export const errorText = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });

export const field = style({ display: 'grid', gap: vars.space.xs });
export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const textInput = style([dialog.input, { outline: 'none' }]);
export const textarea = style([dialog.input, { height: 'auto', minHeight: 96, padding: vars.space.md, resize: 'vertical', outline: 'none' }]);
export const radios = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.sm} ${vars.space.lg}`, border: 0, padding: 0, margin: 0 });
globalStyle(`${radios} legend`, { fontSize: vars.fontSize.sm, color: vars.color.textMuted, marginBottom: vars.space.xs, padding: 0 });
globalStyle(`${radios} label`, { display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, cursor: 'pointer' });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

// ---- toasts ----
export const toastViewport = style({
  position: 'fixed',
  top: 72,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 100,
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  outline: 'none',
});
export const toast = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: '#edf7ed',
  color: '#1e4620',
  boxShadow: vars.shadow.popover,
  selectors: { '&[data-type="error"]': { background: '#fdecea', color: '#611a15' } },
});
globalStyle(`${toast} button`, { border: 0, background: 'transparent', cursor: 'pointer', color: 'inherit' });

export const picker = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });
globalStyle(`${picker} ul`, { display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
globalStyle(`${picker} li`, { display: 'grid', gap: vars.space.xs, justifyItems: 'center' });
globalStyle(`${picker} li img`, { width: 80, height: 80, objectFit: 'cover', borderRadius: vars.radius.sm });
globalStyle(`${picker} li button`, { border: 0, background: 'transparent', color: vars.color.danger, cursor: 'pointer', fontSize: vars.fontSize.xs });

export const adList = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const adRow = style({
  display: 'grid',
  gridTemplateColumns: '120px minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': { [media.mobile]: { gridTemplateColumns: '80px minmax(0, 1fr)' } },
});
export const adImg = style({ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: vars.radius.sm, background: vars.color.surfaceMuted });
export const record = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });
export const recordHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${vars.space.xs} ${vars.space.md}` });
export const thumbs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const thumb = style({ width: 96, height: 96, objectFit: 'cover', borderRadius: vars.radius.sm, border: `1px solid ${vars.color.border}` });
export const desc = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
globalStyle(`${desc} a`, { color: vars.color.link });
export const miniTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${miniTable} th, ${miniTable} td`, { padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left' });
globalStyle(`${miniTable} th`, { color: vars.color.textMuted, fontWeight: 500, whiteSpace: 'nowrap' });
globalStyle(`${miniTable} a`, { color: vars.color.link });
export const scroll = style({ overflowX: 'auto' });
export const suggestions = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  maxHeight: 180,
  overflowY: 'auto',
});
globalStyle(`${suggestions} [role="option"]`, { padding: `${vars.space.xs} ${vars.space.md}`, cursor: 'pointer' });
globalStyle(`${suggestions} [role="option"][aria-selected="true"], ${suggestions} [role="option"]:hover`, { background: vars.color.brandSoft });
export const grid2 = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md, '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } } });
export const pagerRow = style({ display: 'flex', justifyContent: 'center', gap: vars.space.xs });
globalStyle(`${pagerRow} ul`, { display: 'flex', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
globalStyle(`${pagerRow} button`, {
  minWidth: 32,
  height: 32,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
});
globalStyle(`${pagerRow} button[aria-current="page"]`, { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.textInverse });
