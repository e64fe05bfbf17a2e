import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const empty = style({ display: 'grid', justifyItems: 'center', gap: vars.space.md, padding: `${vars.space.xxl} 0`, color: vars.color.textMuted });

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.lg} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.mobile]: { flexDirection: 'column', alignItems: 'stretch', gap: vars.space.sm } },
});

export const text = style({ display: 'grid', gap: vars.space.xs, minWidth: 0, flex: 1 });
export const title = style({ fontSize: vars.fontSize.lg, fontWeight: 600, lineHeight: 1.5, color: vars.color.text, overflowWrap: 'anywhere' });
export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const actions = style({ display: 'flex', gap: vars.space.sm, flex: 'none', justifyContent: 'flex-end' });

const button = {
  padding: `6px ${vars.space.lg}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
} as const;

export const answer = style({ ...button, border: 0, background: vars.color.brand, color: vars.color.textInverse });
export const giveUp = style({ ...button, border: `1px solid ${vars.color.border}`, background: vars.color.surface, color: vars.color.textMuted });
export const cancel = style({ ...button, minWidth: 96, border: `1px solid ${vars.color.border}`, background: vars.color.surface, color: vars.color.text });
