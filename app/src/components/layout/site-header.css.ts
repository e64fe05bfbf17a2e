import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const inner = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr 240px auto',
  gridTemplateAreas: '"logo nav search actions"',
  alignItems: 'center',
  gap: vars.space.lg,
  maxWidth: vars.layout.maxWidth,
  minHeight: vars.layout.headerHeight,
  margin: '0 auto',
  padding: `0 ${vars.space.lg}`,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'auto 1fr auto',
      gridTemplateAreas: '"logo search actions" "nav nav nav"',
      rowGap: 0,
      paddingTop: vars.space.sm,
    },
  },
});

export const logo = style({ gridArea: 'logo', display: 'flex', alignItems: 'center', gap: vars.space.sm, color: vars.color.text });

export const logoMark = style({
  display: 'grid',
  placeItems: 'center',
  width: 32,
  height: 32,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.textInverse,
  fontWeight: 700,
});

export const logoText = style({
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  letterSpacing: 1,
  '@media': { [media.mobile]: { fontSize: vars.fontSize.lg } },
});

export const nav = style({
  gridArea: 'nav',
  minWidth: 0,
  '@media': {
    [media.tablet]: {
      overflowX: 'auto',
      scrollbarWidth: 'none',
      margin: `0 calc(-1 * ${vars.space.lg})`,
      padding: `0 ${vars.space.sm}`,
      // Scroll shadows: a shade on each side that has more items, gone once scrolled to that end
      // (the covers move with the content, the shades stay with the box).
      background: [
        `linear-gradient(to right, ${vars.color.surface} 40%, transparent) left center / 32px 100% no-repeat local`,
        `linear-gradient(to left, ${vars.color.surface} 40%, transparent) right center / 32px 100% no-repeat local`,
        'radial-gradient(farthest-side at 0 50%, rgba(0, 0, 0, 0.28), transparent) left center / 20px 100% no-repeat scroll',
        'radial-gradient(farthest-side at 100% 50%, rgba(0, 0, 0, 0.28), transparent) right center / 20px 100% no-repeat scroll',
      ].join(', '),
      scrollSnapType: 'x proximity',
    },
  },
});

export const navList = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, whiteSpace: 'nowrap' });

export const navLink = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  borderBottom: '2px solid transparent',
  selectors: {
    '&[aria-current="page"]': { color: vars.color.brand, borderBottomColor: vars.color.brand, fontWeight: 600 },
  },
  '@media': { [media.mobile]: { fontSize: vars.fontSize.md, padding: `${vars.space.sm} ${vars.space.sm}` } },
});

export const search = style({ gridArea: 'search', minWidth: 0 });

export const actions = style({ gridArea: 'actions', display: 'flex', alignItems: 'center', gap: vars.space.sm });
