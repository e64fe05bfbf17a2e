import { style } from '@vanilla-extract/css';
import { divided, framed } from '../../../styles/fragments';
import { media, vars } from '../../../styles/theme.css';

export const heading = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space.md });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: `0 0 ${vars.space.xl}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const metaAuthor = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, color: vars.color.text, fontWeight: 600 });
export const metaIcon = style({ width: 24, height: 24, borderRadius: vars.radius.full, objectFit: 'cover' });

export const question = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.md,
  paddingLeft: 44,
  paddingBottom: vars.space.xl,
  marginBottom: vars.space.xl,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.mobile]: { paddingLeft: 36 } },
});
export const answer = style({ position: 'relative', display: 'grid', paddingLeft: 44, '@media': { [media.mobile]: { paddingLeft: 36 } } });
export const badge = style({
  position: 'absolute',
  left: 0,
  top: 4,
  display: 'grid',
  placeItems: 'center',
  width: 28,
  height: 28,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.textInverse,
  fontWeight: 700,
});
export const badgeAnswer = style([badge, { background: vars.color.link }]);
export const questionText = style({ fontSize: vars.fontSize.lg, lineHeight: 1.8, whiteSpace: 'pre-wrap' });
export const questionImages = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const questionImage = style({ width: 160, height: 120, objectFit: 'cover', borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}` });
export const person = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});
export const role = style({ color: vars.color.textMuted, fontWeight: 400 });

export const labels = style({ marginTop: vars.space.xl, paddingTop: vars.space.lg, borderTop: `1px dashed ${vars.color.border}` });
export const labelList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const companies = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: vars.space.md,
});
export const company = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.md,
  ...framed,
  textAlign: 'center',
});
export const companyLogo = style({ width: 120, height: 60, objectFit: 'contain' });
export const companyName = style({ fontWeight: 600 });
export const companyFull = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const comments = style({ display: 'grid' });
export const comment = style({
  display: 'flex',
  gap: vars.space.md,
  ...divided(vars.space.md),
});
export const commentIcon = style({ width: 36, height: 36, flex: 'none', borderRadius: vars.radius.full, objectFit: 'cover' });
export const commentBody = style({ display: 'grid', gap: 2, minWidth: 0 });
export const commentHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.md });
export const commentName = style({ fontWeight: 600, fontSize: vars.fontSize.sm });
export const commentText = style({ lineHeight: 1.7, overflowWrap: 'anywhere' });

export const hot = style({ display: 'grid' });
export const hotItem = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  ...divided(vars.space.sm, 'dashed'),
});
export const hotTitle = style({ fontSize: vars.fontSize.md, lineHeight: 1.5 });
export const rank = style({
  flex: 'none',
  width: 22,
  height: 22,
  marginTop: 1,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: '22px',
  textAlign: 'center',
});
export const rankTop = style([rank, { background: vars.color.brand, color: vars.color.textInverse }]);

/** 向TA提问 under the author. */
export const ask = style({
  width: '100%',
  marginTop: vars.space.md,
  padding: `${vars.space.sm} 0`,
  border: 0,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.textInverse,
  cursor: 'pointer',
});
