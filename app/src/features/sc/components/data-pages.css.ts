import { globalStyle, style } from '@vanilla-extract/css';
import { twoLines } from '../../../styles/fragments';
import { media, vars } from '../../../styles/theme.css';

/** The white frame of a data page. */
export const panel = style({
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  '@media': { [media.mobile]: { padding: vars.space.md, gap: vars.space.md } },
});

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md, justifyContent: 'space-between' });
export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700 });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const status = style({ padding: vars.space.xl, textAlign: 'center', color: vars.color.textMuted });

// ---- the keyword box and tabs of /sc/chart ----
export const search = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: 'min(360px, 100%)',
});
export const searchInput = style({
  flex: 1,
  minWidth: 0,
  height: 36,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.md,
  selectors: { '&:focus': { borderColor: vars.color.brand, outline: `2px solid ${vars.color.brandSoft}` } },
});
export const tabs = style({ display: 'flex', gap: vars.space.xs, borderBottom: `1px solid ${vars.color.border}`, overflowX: 'auto' });
export const tab = style({
  flex: 'none',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 0,
  borderBottom: '2px solid transparent',
  marginBottom: -1,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.brand, borderBottomColor: vars.color.brand, fontWeight: 600 },
    '&:hover': { color: vars.color.brand },
  },
});

// ---- the chart grid ----
export const chartGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md },
  },
});
export const chartCard = style({
  display: 'grid',
  gap: vars.space.sm,
  width: '100%',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: 'left',
  overflow: 'hidden',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: 2 },
  },
});
export const chartImg = style({ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', background: vars.color.surfaceMuted });
export const chartTitle = style({ ...twoLines, padding: `0 ${vars.space.md}`, fontSize: vars.fontSize.md, fontWeight: 600, lineHeight: 1.5 });
export const chartDate = style({ padding: `0 ${vars.space.md} ${vars.space.md}`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const more = style({ display: 'grid', justifyItems: 'center', gap: vars.space.xs, paddingTop: vars.space.sm });
// The load-more button of the site's lists.
export { button as moreButton } from '../../../components/load-more-list/load-more-list.css';

// ---- the preview dialog ----
export const preview = style({ display: 'grid', gap: vars.space.md });
export const previewImg = style({ display: 'block', width: '100%', maxHeight: '60vh', objectFit: 'contain', background: vars.color.surfaceMuted, borderRadius: vars.radius.md });
export const facts = style({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });
globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });
globalStyle(`${facts} a`, { color: vars.color.link });

// ---- notices ----
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, border: 0 });
export const chip = style({
  padding: `6px ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.brand, color: vars.color.brand },
    '&[aria-pressed="true"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.textInverse },
  },
});
export const noticeCard = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxSizing: 'border-box',
});
export const noticeMeta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.sm });
export const company = style({ fontWeight: 600 });
export const tag = style({ padding: `0 ${vars.space.sm}`, borderRadius: vars.radius.full, background: vars.color.brandSoft, color: vars.color.brandStrong });
export const stars = style({ color: '#b45309', letterSpacing: 1 });
export const noticeTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700, lineHeight: 1.5 });
export const noticeBlock = style({ margin: 0, lineHeight: 1.7, overflowWrap: 'anywhere' });
export const blockLabel = style({ color: vars.color.textMuted, fontWeight: 600, marginRight: vars.space.xs });
export const noticeFoot = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, fontSize: vars.fontSize.sm });
globalStyle(`${noticeFoot} a`, { color: vars.color.link });
export const copyright = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs, lineHeight: 1.6 });

// ---- memo ----
export const memo = style({ display: 'grid', justifyItems: 'center', gap: vars.space.md, padding: `${vars.space.xxl} ${vars.space.lg}`, textAlign: 'center' });
export const primary = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${vars.space.sm} ${vars.space.xl}`,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.textInverse,
  textDecoration: 'none',
  border: 0,
  cursor: 'pointer',
  fontSize: vars.fontSize.md,
  selectors: { '&:hover': { background: vars.color.brandStrong }, '&:disabled': { opacity: 0.6, cursor: 'not-allowed' } },
});
export const ghost = style({
  padding: `${vars.space.sm} ${vars.space.xl}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  fontSize: vars.fontSize.md,
});

// ---- client factsheet ----
export const clientHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg, flexWrap: 'wrap' });
export const logo = style({ width: 96, height: 96, objectFit: 'contain', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surface });
export const noLogo = style([logo, { display: 'grid', placeItems: 'center', color: vars.color.textMuted, fontSize: vars.fontSize.sm }]);
export const clientName = style({ flex: 1, minWidth: 0, display: 'grid', gap: vars.space.xs });
export const iconButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.brand, color: vars.color.brand } },
});
export const sheet = style({
  display: 'grid',
  gridTemplateColumns: '140px minmax(0, 1fr)',
  margin: 0,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
globalStyle(`${sheet} dt, ${sheet} dd`, { margin: 0, padding: `${vars.space.sm} ${vars.space.md}`, borderBottom: `1px solid ${vars.color.border}` });
globalStyle(`${sheet} dt`, { color: vars.color.textMuted, background: vars.color.surfaceMuted });
globalStyle(`${sheet} dd`, { overflowWrap: 'anywhere', lineHeight: 1.7 });
globalStyle(`${sheet} a`, { color: vars.color.link });
export const formGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md, '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } } });
export const wide = style({ gridColumn: '1 / -1' });
export const field = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });
export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const input = style({
  width: '100%',
  minHeight: 36,
  padding: `6px ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  fontFamily: 'inherit',
  boxSizing: 'border-box',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger }, '&:focus': { outline: `2px solid ${vars.color.brandSoft}`, borderColor: vars.color.brand } },
});
export const textarea = style([input, { minHeight: 72, resize: 'vertical', lineHeight: 1.6 }]);
export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });
export const owners = style({ margin: 0, padding: `${vars.space.sm} ${vars.space.md}`, background: vars.color.surfaceMuted, borderRadius: vars.radius.md });

// ---- the service progress table ----
export const filter = style({ display: 'grid', gap: vars.space.sm });
export const filterBar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const cascader = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
globalStyle(`${cascader} > ul`, { display: 'flex', flexWrap: 'wrap', gap: `${vars.space.sm} ${vars.space.xl}`, margin: 0, padding: 0, listStyle: 'none' });
globalStyle(`${cascader} li`, { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });
globalStyle(`${cascader} li ul`, { display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}`, flexBasis: '100%', margin: 0, padding: `0 0 0 ${vars.space.lg}`, listStyle: 'none' });
globalStyle(`${cascader} label`, { display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, cursor: 'pointer', fontSize: vars.fontSize.md });
globalStyle(`${cascader} button`, {
  width: 24,
  height: 24,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  cursor: 'pointer',
});

/** The scrolling frame: the table scrolls sideways inside it, the page never does. */
export const tableScroll = style({
  maxWidth: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const table = style({ borderCollapse: 'separate', borderSpacing: 0, fontSize: vars.fontSize.sm, minWidth: '100%' });
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRight: `1px solid ${vars.color.border}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  textAlign: 'center',
  whiteSpace: 'nowrap',
});
globalStyle(`${table} thead th`, { background: vars.color.surfaceMuted, fontWeight: 600 });
globalStyle(`${table} [data-fixed]`, {
  position: 'sticky',
  left: 0,
  zIndex: 2,
  textAlign: 'left',
  minWidth: 168,
  whiteSpace: 'normal',
  boxShadow: `2px 0 0 ${vars.color.border}`,
  '@media': { [media.mobile]: { minWidth: 116 } },
});
globalStyle(`${table} thead [data-fixed]`, { zIndex: 3 });
globalStyle(`${table} th button`, {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 2,
  border: 0,
  padding: 0,
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
});
globalStyle(`${table} th[aria-sort="ascending"] button::after`, { content: '"▲" / ""', fontSize: 10, color: vars.color.brand });
globalStyle(`${table} th[aria-sort="descending"] button::after`, { content: '"▼" / ""', fontSize: 10, color: vars.color.brand });
globalStyle(`${table} th[aria-sort="none"] button::after`, { content: '"↕" / ""', fontSize: 10, color: vars.color.textMuted });
export const cellButton = style({
  minWidth: 56,
  padding: `2px ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.link,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandSoft }, '&[data-done]': { color: '#15803d' } },
});
export const contract = style({ display: 'grid', gap: 2 });
export const contractCode = style({ fontWeight: 600 });
