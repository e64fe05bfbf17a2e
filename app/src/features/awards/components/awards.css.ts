import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

const gold = '#f5c542';
const night = '#0b1530';

/** Dialogs: 730 px on screens wider than 900 px, else 80 % of the screen. */
export const dialogWidth = style({
  // '&&' outweighs the shared dialog frame's width whatever the stylesheets' order.
  selectors: { '&&': { width: '80%', maxWidth: 'none', maxHeight: '90vh', overflowY: 'auto' } },
  '@media': { 'screen and (min-width: 901px)': { selectors: { '&&': { width: 730 } } } },
});
export const noticeMessage = style({ textAlign: 'center', fontSize: vars.fontSize.lg, color: vars.color.text });

export const page = style({ background: night, color: '#e8ecf5', paddingBottom: vars.space.xxl });
export const banner = style({ position: 'relative', background: night });
export const bannerImage = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '1920 / 520', objectFit: 'cover' });
export const bannerText = style({
  padding: `${vars.space.xl} ${vars.space.lg} 0`,
  textAlign: 'center',
  '@media': { [media.mobile]: { padding: `${vars.space.lg} ${vars.space.md} 0` } },
});
export const title = style({ fontSize: 34, color: '#fff', letterSpacing: 2, '@media': { [media.mobile]: { fontSize: vars.fontSize.xl } } });
export const subtitle = style({ marginTop: vars.space.xs, color: gold, fontSize: vars.fontSize.lg, '@media': { [media.mobile]: { fontSize: vars.fontSize.md } } });

export const inner = style({
  display: 'grid',
  gap: vars.space.xxl,
  // Two masonry columns of 580 px and their 20 px gap, plus the side padding.
  maxWidth: 1180 + 2 * 16,
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.lg} 0`,
  '@media': { [media.mobile]: { gap: vars.space.xl, padding: `${vars.space.xl} ${vars.space.md} 0` } },
});
// Anchored sections stop below the sticky site header and the anchor bar.
export const section = style({ display: 'grid', gap: vars.space.lg, scrollMarginTop: 124, minWidth: 0, '@media': { [media.mobile]: { scrollMarginTop: 110 } } });
export const kicker = style({ color: gold, fontSize: vars.fontSize.sm, letterSpacing: 2 });
export const sectionTitle = style({
  fontSize: 28,
  color: '#fff',
  paddingBottom: vars.space.sm,
  borderBottom: `2px solid ${gold}`,
  justifySelf: 'start',
  '@media': { [media.mobile]: { fontSize: vars.fontSize.xl } },
});
export const text = style({ lineHeight: 1.9, color: '#d5dbea' });
export const muted = style({ color: '#aab3c8', fontSize: vars.fontSize.sm });
globalStyle(`${page} a`, { color: gold });

export const cards = style({ minWidth: 0, columnWidth: 580, columnGap: 20 });
export const card = style({
  display: 'grid',
  breakInside: 'avoid',
  marginBottom: 20,
  gap: vars.space.sm,
  padding: vars.space.xl,
  border: '1px solid rgba(245, 197, 66, 0.35)',
  borderRadius: vars.radius.lg,
  background: 'rgba(255, 255, 255, 0.04)',
  lineHeight: 1.8,
  '@media': { [media.mobile]: { padding: vars.space.lg } },
});
export const cardTitle = style({ fontSize: vars.fontSize.xl, color: gold });
globalStyle(`${card} ul`, { display: 'grid', gap: vars.space.xs, paddingLeft: vars.space.lg, listStyle: 'disc' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, justifyContent: 'center' });
export const apply = style({
  padding: `${vars.space.md} ${vars.space.xl}`,
  border: 0,
  borderRadius: vars.radius.full,
  background: `linear-gradient(90deg, ${gold}, #f08c2e)`,
  color: night,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&:hover': { filter: 'brightness(1.08)' } },
});
export const ghost = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: `1px solid ${gold}`,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: gold,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
});

export const lists = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(560px, 1fr))', gap: 20, '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)' } } });
export const listCard = style({ display: 'grid', gap: vars.space.md, alignContent: 'start', padding: vars.space.lg, borderRadius: vars.radius.lg, background: '#fff', color: vars.color.text });
export const listTitle = style({ fontSize: vars.fontSize.lg, color: '#8a5a00', textAlign: 'center' });
export const parallel = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gap: vars.space.md });
export const column = style({ display: 'grid', alignContent: 'start' });
export const columnHead = style({ padding: `${vars.space.xs} 0`, color: vars.color.textMuted, fontSize: vars.fontSize.xs, borderBottom: `1px solid ${vars.color.border}` });
export const row = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.xs, minHeight: 32, padding: `${vars.space.xs} 0`, borderBottom: `1px dashed ${vars.color.border}`, fontSize: vars.fontSize.sm });
export const companies = style({ display: 'grid' });
export const rank = style({ flex: 'none', width: 20, color: '#8a5a00', fontWeight: 700 });
export const full = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const tabList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const tab = style({
  padding: `${vars.space.sm} ${vars.space.xl}`,
  border: `1px solid ${gold}`,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: gold,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: { '&[data-state="active"]': { background: gold, color: night, fontWeight: 700 } },
});
export const tabPanel = style({ display: 'grid', gap: vars.space.lg, paddingTop: vars.space.lg, outline: 'none' });

export const contacts = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 20 });
export const contact = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.lg, borderRadius: vars.radius.lg, background: 'rgba(255, 255, 255, 0.06)', border: '1px solid rgba(255, 255, 255, 0.12)' });
export const contactRole = style({ color: gold, fontSize: vars.fontSize.sm });
export const contactName = style({ fontSize: vars.fontSize.xl, color: '#fff' });

export const types = style({ display: 'grid', gap: vars.space.sm, border: 0, padding: 0, margin: 0 });
export const legend = style({ marginBottom: vars.space.sm, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const type = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `0 ${vars.space.sm}`,
  alignItems: 'center',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: { '&[data-state="checked"]': { borderColor: vars.color.brand, background: vars.color.brandSoft } },
});
export const typeLabel = style({ fontWeight: 600 });
export const typeDesc = style({ gridColumn: 2, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const secondary = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${vars.space.sm} ${vars.space.xl}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.full,
  color: vars.color.brandStrong,
});

export const anchors = style({
  position: 'sticky',
  top: vars.layout.headerHeight,
  zIndex: 20,
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.xs,
  overflowX: 'auto',
  padding: `0 ${vars.space.md}`,
  background: 'rgba(11, 21, 48, 0.95)',
  borderBottom: '1px solid rgba(245, 197, 66, 0.3)',
  '@media': { [media.tablet]: { justifyContent: 'flex-start' }, [media.mobile]: { position: 'static' } },
});
export const anchor = style({ flex: 'none', padding: `${vars.space.md} ${vars.space.md}`, color: '#e8ecf5', fontSize: vars.fontSize.md, selectors: { '&:hover': { color: gold } } });
globalStyle(`${anchors} a`, { color: '#e8ecf5' });

export const thumbs = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: vars.space.md, '@media': { [media.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm } } });
export const thumb = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: vars.radius.md });
export const figure = style({ display: 'block', width: '100%', height: 'auto', borderRadius: vars.radius.md });

export const steps = style({ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 20, counterReset: 'step', '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } } });
export const step = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.lg, borderRadius: vars.radius.lg, background: 'rgba(255, 255, 255, 0.06)', borderTop: `3px solid ${gold}` });
export const stepTitle = style({ color: '#fff', fontSize: vars.fontSize.lg });
export const weights = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
export const weight = style({ flex: '1 1 160px', display: 'grid', gap: vars.space.xs, padding: vars.space.lg, borderRadius: vars.radius.lg, background: 'rgba(245, 197, 66, 0.1)', textAlign: 'center' });
export const weightValue = style({ color: gold, fontSize: 32, fontWeight: 700 });
export const free = style({ padding: vars.space.lg, borderRadius: vars.radius.lg, border: `1px dashed ${gold}`, color: '#fff', textAlign: 'center', fontSize: vars.fontSize.lg });

export const advisors = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 20 });
export const advisor = style({ display: 'grid', gridTemplateColumns: '80px 1fr', gap: vars.space.md, alignItems: 'center', padding: vars.space.lg, borderRadius: vars.radius.lg, background: '#fff', color: vars.color.text });
export const advisorLogo = style({ width: 80, height: 40, objectFit: 'contain' });

/**
 * 2022's mobile flag, decided by the browser from this media query (a phone's width, or a phone
 * held sideways: a coarse pointer on a screen under 500 px high), never by the server: the page's
 * HTML is one for every device, as the caches keep it.
 */
export const mobile2022 = `${media.mobile}, screen and (pointer: coarse) and (max-height: 500px)`;
/** 2022's part toggle: the part below the banner, hidden while the mobile flag holds. */
export const part2022 = style({ '@media': { [mobile2022]: { display: 'none' } } });

export const fixedApply = style({ position: 'fixed', top: 72, right: 24, zIndex: 40, boxShadow: vars.shadow.popover, '@media': { [media.mobile]: { top: 'auto', bottom: 16, right: 16 } } });
export const dock = style({ position: 'fixed', right: 24, bottom: 96, zIndex: 40, display: 'grid', gap: vars.space.sm, justifyItems: 'end', '@media': { [media.mobile]: { bottom: 72, right: 16 } } });
export const dockButton = style({ width: 48, height: 48, border: 0, borderRadius: vars.radius.full, background: '#fff', color: night, fontSize: vars.fontSize.sm, boxShadow: vars.shadow.popover, cursor: 'pointer' });
export const sharePanel = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'center', padding: vars.space.md, borderRadius: vars.radius.lg, background: '#fff', color: vars.color.text, fontSize: vars.fontSize.xs, boxShadow: vars.shadow.popover });

export const covers = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(340px, 1fr))', gap: 20, '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } } });
export const cover = style({ position: 'relative', display: 'block', overflow: 'hidden', borderRadius: vars.radius.lg });
export const coverImage = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover' });
export const coverLabel = style({ position: 'absolute', top: 10, left: 10, padding: `2px ${vars.space.sm}`, borderRadius: vars.radius.sm, background: gold, color: night, fontSize: vars.fontSize.xs, fontWeight: 700 });
export const coverName = style({ display: 'block', padding: `${vars.space.sm} 0`, color: '#e8ecf5' });
export const yearLinks = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(250px, 1fr))', gap: 20 });
export const yearLink = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.xl, borderRadius: vars.radius.lg, background: 'rgba(255, 255, 255, 0.06)', border: `1px solid rgba(245, 197, 66, 0.35)` });

/** 在线申报 of an open year: a link to the online application, looking like the dialog's button. */
export const linkButton = style({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', textDecoration: 'none' });
/** The apply dialog's two actions wrap on a narrow screen (a form's name can be long). */
export const applyActions = style({ flexWrap: 'wrap' });
export const upload = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start', margin: `${vars.space.md} 0` });
export const uploaded = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
globalStyle(`${uploaded} img`, { display: 'block', width: 72, height: 72, objectFit: 'cover', borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}` });
export const ghostDark = style({
  padding: `${vars.space.xs} ${vars.space.lg}`,
  border: `1px dashed ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.brandStrong,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.6, cursor: 'default' } },
});
export const uploadError = style({ fontSize: vars.fontSize.xs, color: vars.color.danger, selectors: { '&:empty': { display: 'none' } } });
