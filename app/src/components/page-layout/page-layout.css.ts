import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

/** Shared frames of the content pages: a centred page, white panels, a main column and an aside. */
export const page = style({
  display: 'grid',
  gap: vars.space.xl,
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg} 0`,
  '@media': { [media.mobile]: { padding: `0 0 ${vars.space.md}`, gap: vars.space.md } },
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 320px',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)' },
    [media.mobile]: { gap: vars.space.md },
  },
});

export const stack = style({
  display: 'grid',
  gap: vars.space.xl,
  minWidth: 0,
  alignContent: 'start',
  '@media': { [media.mobile]: { gap: vars.space.md } },
});

export const panel = style({
  minWidth: 0,
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  '@media': { [media.mobile]: { padding: vars.space.lg, borderRadius: 0 } },
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  lineHeight: 1.4,
  marginBottom: vars.space.md,
  '@media': { [media.mobile]: { fontSize: vars.fontSize.xl } },
});

export const lead = style({ color: vars.color.textMuted, lineHeight: 1.8 });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const status = style({ padding: `${vars.space.xxl} 0`, textAlign: 'center', color: vars.color.textMuted });

/** Read by screen readers only: the site's one such style. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** A numbered pager (`Pager.Root` with Previous, Pages and Next). */
export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.xs,
  marginTop: vars.space.xl,
});
export const pagerPages = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.xs });
const pageButton = {
  minWidth: 32,
  height: 32,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
} as const;
export const pagerStep = style({
  ...pageButton,
  selectors: { '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', opacity: 0.6 } },
});
globalStyle(`${pagerPages} button`, pageButton);
globalStyle(`${pagerPages} button[data-state="active"]`, {
  background: vars.color.brand,
  borderColor: vars.color.brand,
  color: vars.color.textInverse,
});
globalStyle(`${pagerPages} span`, { display: 'inline-grid', placeItems: 'center', minWidth: 24, height: 32, color: vars.color.textMuted });

/** Tabs under a title (动态 / 精选, table names, events). */
export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  marginBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
});
export const tab = style({
  flex: 'none',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 0,
  borderBottom: '2px solid transparent',
  marginBottom: -1,
  background: 'transparent',
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.brand },
    '&[data-state="active"]': { color: vars.color.brand, borderBottomColor: vars.color.brand, fontWeight: 600 },
  },
});
export const tabPanel = style({ outline: 'none' });

/** Pill buttons (choices, actions). */
export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  padding: `6px ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.brand, color: vars.color.brand },
    '&[data-state="active"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.textInverse },
  },
});
export const primaryButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: `${vars.space.sm} ${vars.space.xl}`,
  border: 0,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.md,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandStrong, color: vars.color.textInverse } },
});

export const tag = style({
  display: 'inline-block',
  padding: `2px ${vars.space.md}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  selectors: { '&:hover': { background: vars.color.brand, color: vars.color.textInverse } },
});
