import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const panel = style({
  minWidth: 0,
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  '@media': { [media.mobile]: { padding: vars.space.md } },
});

export const head = style([panel, { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.lg }]);
export const who = style({ flex: '1 1 260px', display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const name = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: 700 });
export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}`, color: vars.color.textMuted });
export const member = style({ color: vars.color.brandStrong, fontWeight: 600 });
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const extLink = style({
  padding: `6px ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { borderColor: vars.color.brand, color: vars.color.brandStrong } },
});

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space.lg,
  overflowX: 'auto',
});
globalStyle(`${tabList} > button`, {
  flex: 'none',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 0,
  borderBottom: '2px solid transparent',
  marginBottom: -1,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
});
globalStyle(`${tabList} > button[data-state="active"]`, { color: vars.color.brand, borderBottomColor: vars.color.brand, fontWeight: 600 });
export const subTabList = style([tabList, {}]);
globalStyle(`${subTabList} > button`, { fontSize: vars.fontSize.md });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, marginBottom: vars.space.md });
export const cards = style({ display: 'grid', gap: vars.space.lg });
export const card = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg, overflow: 'hidden' });
export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.color.surfaceMuted,
});
export const company = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });
export const items = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: vars.space.sm, padding: vars.space.lg, margin: 0, listStyle: 'none' });
export const item = style({
  width: '100%',
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { borderColor: vars.color.brand }, '&[data-own]': { borderLeft: `3px solid ${vars.color.brand}` } },
});
export const itemName = style({ fontWeight: 600, color: vars.color.text });
export const badge = style({
  display: 'inline-block',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.xs,
});

export const logoGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });
export const logoCard = style({
  display: 'grid',
  placeItems: 'center',
  gap: vars.space.xs,
  height: 110,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  textAlign: 'center',
  selectors: { '&:hover, &:focus-visible': { borderColor: vars.color.brand } },
});
export const logoImg = style({ maxWidth: '100%', maxHeight: 56, objectFit: 'contain' });
export const noLogo = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const coverGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: vars.space.lg, margin: 0, padding: 0, listStyle: 'none' });
export const cover = style({ position: 'relative', display: 'grid', gap: vars.space.xs, color: vars.color.text, textDecoration: 'none' });
export const coverImg = style({ width: '100%', aspectRatio: '3 / 4', objectFit: 'cover', borderRadius: vars.radius.md, background: vars.color.surfaceMuted });
export const coverBadge = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xs,
});
export const sectionTitle = style({ margin: `${vars.space.lg} 0 ${vars.space.md}`, fontSize: vars.fontSize.lg });

export const month = style({ display: 'grid', gap: vars.space.sm, marginBottom: vars.space.xl });
export const monthHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: `${vars.space.xs} ${vars.space.lg}` });
export const tableWrap = style({ overflowX: 'auto' });
export const table = style({ width: '100%', minWidth: 720, borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, { padding: `${vars.space.sm} ${vars.space.md}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left', verticalAlign: 'top' });
globalStyle(`${table} th`, { background: vars.color.surfaceMuted, fontWeight: 600, whiteSpace: 'nowrap' });
globalStyle(`${table} a`, { color: vars.color.link });
export const pager = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.xs, marginTop: vars.space.md });
globalStyle(`${pager} button`, {
  minWidth: 32,
  height: 32,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
});
globalStyle(`${pager} button[aria-current="page"]`, { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.textInverse });
globalStyle(`${pager} button:disabled`, { opacity: 0.5, cursor: 'not-allowed' });
globalStyle(`${pager} ul`, { display: 'flex', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
