import { style } from '@vanilla-extract/css';
import { columns, framed } from '../../../styles/fragments';
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

export const papers = style({ display: 'grid', gap: vars.space.md });
export const paper = style({ display: 'flex', gap: vars.space.md, alignItems: 'center' });
export const paperCover = style({ width: 60, height: 84, objectFit: 'cover', borderRadius: vars.radius.sm, flex: 'none' });
export const paperText = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const paperName = style({ fontWeight: 600, lineHeight: 1.4 });

export const discerns = style(columns(6, 3, 2, vars.space.lg, vars.space.md));
export { card, title as cardTitle, image as discernImage } from '../../../styles/discern-card.css';

export const groups = style(columns(4, 2, 1, vars.space.lg));
export const group = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  padding: vars.space.lg,
  ...framed,
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

export const experts = style(columns(10, 6, 5, vars.space.lg, `${vars.space.md} ${vars.space.xs}`));
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

export const logos = style(columns(8, 4, 3, vars.space.md));
export const logo = style({
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const logoImage = style({ width: '100%', height: 'auto', aspectRatio: '2 / 1', objectFit: 'contain' });

/** 行家入驻's cooperation entry, at the end of the section's head. */
export const join = style({
  marginLeft: 'auto',
  padding: `4px ${vars.space.lg}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
});

export const specialCover = style({ width: 96, height: 60, objectFit: 'cover', borderRadius: vars.radius.sm, flex: 'none' });
