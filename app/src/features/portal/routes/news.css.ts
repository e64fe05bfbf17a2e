import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 300px',
  gap: vars.space.xl,
  alignItems: 'start',
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg} 0`,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)' },
    [media.mobile]: { padding: 0, gap: vars.space.md },
  },
});

export const main = style({
  minWidth: 0,
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  '@media': { [media.mobile]: { padding: vars.space.lg, borderRadius: 0 } },
});

export const title = style({ fontSize: vars.fontSize.xxl, marginBottom: vars.space.md, '@media': { [media.mobile]: { fontSize: vars.fontSize.xl } } });
export const current = style({ fontSize: vars.fontSize.lg, fontWeight: 400, color: vars.color.textMuted });
export const status = style({ padding: `${vars.space.xl} 0`, textAlign: 'center', color: vars.color.textMuted });

export const aside = style({
  display: 'grid',
  gap: vars.space.lg,
  position: 'sticky',
  top: `calc(${vars.layout.headerHeight} + ${vars.space.lg})`,
  '@media': {
    [media.tablet]: { position: 'static', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))' },
    [media.mobile]: { padding: `0 ${vars.space.lg}` },
  },
});

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.xs,
  marginTop: vars.space.xl,
});

export const pages = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

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

export const step = style({
  ...pageButton,
  selectors: { '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', opacity: 0.6 } },
});

globalStyle(`${pages} button`, pageButton);
globalStyle(`${pages} button[data-state="active"]`, {
  background: vars.color.brand,
  borderColor: vars.color.brand,
  color: vars.color.textInverse,
});
globalStyle(`${pages} span`, { display: 'inline-grid', placeItems: 'center', minWidth: 24, height: 32, color: vars.color.textMuted });
