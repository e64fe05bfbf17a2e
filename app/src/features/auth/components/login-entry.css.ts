// The header's login entry and the signed-in user's menu (every page); the login dialog's styles
// are in login.css.ts, loaded with the dialog.
import { style } from '@vanilla-extract/css';
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

export const user = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  whiteSpace: 'nowrap',
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
});

export const userIcon = style({ width: 28, height: 28, borderRadius: vars.radius.full });

export const menuRoot = style({ position: 'relative' });

export const menu = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 6px)',
  zIndex: 50,
  minWidth: 120,
  margin: 0,
  padding: `${vars.space.xs} 0`,
  listStyle: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.popover,
});

export const menuItem = style({
  display: 'block',
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'left',
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.surfaceMuted } },
});
