import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const tag = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  selectors: { '&:hover': { background: vars.color.brand, color: vars.color.textInverse } },
});

export const ads = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))' }, [media.mobile]: { padding: `0 ${vars.space.lg}` } },
});

export const papers = style({ display: 'grid', gap: vars.space.md });
export const paper = style({ display: 'flex', gap: vars.space.md, alignItems: 'center' });
export const paperCover = style({ width: 60, height: 84, objectFit: 'cover', borderRadius: vars.radius.sm, flex: 'none' });
export const paperText = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const paperName = style({ fontWeight: 600, lineHeight: 1.4 });

export const discerns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [media.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md },
  },
});
export const card = style({ display: 'grid', gap: vars.space.xs });
export const discernImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
export const cardTitle = style({
  fontSize: vars.fontSize.sm,
  lineHeight: 1.5,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const groups = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});
export const group = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const groupTitle = style({ fontSize: vars.fontSize.md, fontWeight: 600, lineHeight: 1.4 });
export const groupFiles = style({ display: 'grid', gap: vars.space.xs, marginTop: vars.space.xs });
export const groupFile = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontSize: vars.fontSize.sm });
export const fileLogo = style({ width: 40, height: 20, objectFit: 'contain', flex: 'none' });

export const awardTabs = style({
  display: 'flex',
  gap: vars.space.sm,
  marginBottom: vars.space.lg,
  overflowX: 'auto',
  paddingBottom: 2,
});
export const awardTab = style({
  flex: 'none',
  padding: `${vars.space.xs} ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-state="active"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.textInverse },
  },
});
export const awardPanel = style({ outline: 'none' });
export const awardList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.sm} ${vars.space.xl}`,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const awardItem = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, minWidth: 0 });
export const awardRank = style({ flex: 'none', width: 20, color: vars.color.brand, fontWeight: 700 });
export const awardCompany = style({ flex: 'none', fontWeight: 600 });

export const experts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(10, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
    [media.mobile]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: `${vars.space.md} ${vars.space.xs}` },
  },
});
export const expert = style({ display: 'grid', justifyItems: 'center', gap: 2, textAlign: 'center', minWidth: 0 });
export const avatar = style({
  width: 56,
  height: 56,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
  '@media': { [media.mobile]: { width: 48, height: 48 } },
});
export const expertName = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });
export const expertLine = style({
  maxWidth: '100%',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const logos = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(8, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    [media.mobile]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});
export const logo = style({
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const logoImage = style({ width: '100%', height: 'auto', aspectRatio: '2 / 1', objectFit: 'contain' });
