import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const videoImage = style({ width: '100%', height: 'auto', marginTop: vars.space.lg, borderRadius: vars.radius.md, background: vars.color.surfaceMuted });

export const banner = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: 160,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: 'linear-gradient(120deg, #a5000b 0%, #d7000f 60%, #ff5a5f 100%)',
  color: vars.color.textInverse,
  textAlign: 'center',
  '@media': { [media.mobile]: { borderRadius: 0, minHeight: 120 } },
});
export const bannerName = style({ fontSize: 34, letterSpacing: 2, '@media': { [media.mobile]: { fontSize: vars.fontSize.xxl } } });

export const tableNames = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBottom: vars.space.lg });
export const tablePanel = style({ outline: 'none' });
export const scroller = style({ overflowX: 'auto', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });
export const table = style({ width: '100%', minWidth: 720, borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  whiteSpace: 'nowrap',
  background: vars.color.surface,
});
globalStyle(`${table} th`, { background: vars.color.surfaceMuted, fontWeight: 600 });
globalStyle(`${table} tbody tr:last-child td`, { borderBottom: 0 });
globalStyle(`${table} [data-fixed]`, { position: 'sticky', left: 0, zIndex: 1 });
globalStyle(`${table} [data-fixed] + [data-fixed]`, { left: 104 });
export const logo = style({ width: 80, height: 40, objectFit: 'contain' });
