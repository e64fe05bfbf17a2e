import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const section = style({
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  minWidth: 0,
  '@media': { [media.mobile]: { padding: vars.space.lg, borderRadius: 0 } },
});

export const head = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});

export const title = style({
  position: 'relative',
  paddingLeft: vars.space.md,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  '::before': {
    content: '""',
    position: 'absolute',
    left: 0,
    top: '15%',
    bottom: '15%',
    width: 4,
    borderRadius: 2,
    background: vars.color.brand,
  },
  '@media': { [media.mobile]: { fontSize: vars.fontSize.lg } },
});

export const more = style({
  marginLeft: 'auto',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});
