import { globalStyle, style } from '@vanilla-extract/css';
import * as dialog from '../dialog/dialog.css';
import { vars } from '../../styles/theme.css';

/** Looks of the site's form dialogs (ask a question, cooperation, write an answer). */
/** The width of a form dialog (on the frame's content, components/dialog/dialog-shell.tsx). */
export const content = style({ width: 'min(560px, calc(100vw - 24px))', maxHeight: 'calc(100vh - 32px)', overflowY: 'auto', alignContent: 'start' });

export const form = style({ display: 'grid', gap: vars.space.md });
export const field = style({ display: 'grid', gap: vars.space.xs });
export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const input = dialog.input;
export const textarea = style([dialog.input, { height: 'auto', minHeight: 110, padding: vars.space.md, resize: 'vertical', lineHeight: 1.6 }]);
export const hint = dialog.hint;
export const error = style({ fontSize: vars.fontSize.xs, color: vars.color.danger, selectors: { '&:empty': { display: 'none' } } });
export const check = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontSize: vars.fontSize.md });
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.md });
export const submit = style([dialog.button, { selectors: { '&[aria-disabled="true"]': { opacity: 0.7, cursor: 'progress' } } }]);
export const secondary = style([
  dialog.button,
  {
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    selectors: { '&:hover': { background: vars.color.surfaceMuted } },
  },
]);

export const images = style({ display: 'grid', gap: vars.space.sm });
export const imageList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
globalStyle(`${imageList} li`, { position: 'relative', width: 72, height: 72 });
globalStyle(`${imageList} img`, { width: 72, height: 72, objectFit: 'cover', borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}` });
globalStyle(`${imageList} button`, {
  position: 'absolute',
  right: -6,
  top: -6,
  width: 22,
  height: 22,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xs,
  cursor: 'pointer',
});
export const imageTrigger = style({
  justifySelf: 'start',
  padding: `${vars.space.xs} ${vars.space.lg}`,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed' } },
});
export const fieldset = style([field, { border: 0, padding: 0, margin: 0 }]);
export const radios = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg });
