import { style } from '@vanilla-extract/css';
import { framed } from '../../../styles/fragments';
import { media, vars } from '../../../styles/theme.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '320px minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg } },
});
export const events = style({
  display: 'grid',
  gap: vars.space.xs,
  '@media': {
    [media.tablet]: { display: 'flex', overflowX: 'auto', paddingBottom: vars.space.xs },
  },
});
export const event = style({
  display: 'grid',
  gap: 2,
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&[data-state="active"]': { borderColor: vars.color.brand, background: vars.color.brandSoft },
  },
  '@media': { [media.tablet]: { flex: 'none', width: 240 } },
});
export const eventName = style({ fontWeight: 600, lineHeight: 1.4 });
export const eventMeta = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const detail = style({ outline: 'none', display: 'grid', gap: vars.space.lg, selectors: { '&[hidden]': { display: 'none' } } });
export const detailHead = style({ display: 'grid', gap: vars.space.xs, paddingBottom: vars.space.md, borderBottom: `1px solid ${vars.color.border}` });
export const detailTitle = style({ fontSize: vars.fontSize.xl });
export const eventLink = style({ marginLeft: vars.space.lg, color: vars.color.link, textDecoration: 'underline' });
export const files = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const file = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  ...framed,
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});
export const logo = style({ width: 96, height: 48, flex: 'none', objectFit: 'contain' });
export const fileText = style({ display: 'grid', gap: 2, minWidth: 0 });
export const fileName = style({ fontWeight: 600, lineHeight: 1.5 });
