import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const page = style({
  maxWidth: 960,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg} 0`,
  '@media': { [media.mobile]: { padding: 0 } },
});

export const panel = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  '@media': { [media.mobile]: { padding: vars.space.lg, borderRadius: 0 } },
});

export const title = style({ fontSize: vars.fontSize.xxl, '@media': { [media.mobile]: { fontSize: vars.fontSize.xl } } });
export const box = style({ maxWidth: 560 });
export const summary = style({ color: vars.color.textMuted });
export const empty = style({ padding: `${vars.space.xxl} 0`, textAlign: 'center', color: vars.color.textMuted });

export const section = style({ display: 'grid', gap: vars.space.md });
export const subtitle = style({ fontSize: vars.fontSize.lg });

export const more = style({ display: 'flex', justifyContent: 'center', paddingTop: vars.space.lg });
export const moreButton = style({
  minWidth: 160,
  padding: `${vars.space.sm} ${vars.space.xl}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.brand, color: vars.color.brand },
    '&[data-state="end"]': { cursor: 'default', color: vars.color.textMuted, borderColor: 'transparent' },
    '&[data-state="loading"]': { cursor: 'progress' },
  },
});

export const users = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space.md,
});
export const user = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const avatar = style({ width: 48, height: 48, borderRadius: vars.radius.full, flex: 'none' });
export const userText = style({ display: 'grid', minWidth: 0 });
export const userName = style({ fontWeight: 600 });
export const userLine = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
