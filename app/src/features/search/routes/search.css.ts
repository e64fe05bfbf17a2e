import { style } from '@vanilla-extract/css';
import * as layout from '../../../components/page-layout/page-layout.css';
import { framed } from '../../../styles/fragments';
import { media, vars } from '../../../styles/theme.css';

export const page = style({
  maxWidth: 960,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg} 0`,
  '@media': { [media.mobile]: { padding: 0 } },
});

export const panel = style([layout.panel, { display: 'grid', gap: vars.space.lg }]);

export const title = style({ fontSize: vars.fontSize.xxl, '@media': { [media.mobile]: { fontSize: vars.fontSize.xl } } });
export const box = style({ maxWidth: 560 });
export const summary = style({ color: vars.color.textMuted });
export const empty = style({ padding: `${vars.space.xxl} 0`, textAlign: 'center', color: vars.color.textMuted });

export const section = style({ display: 'grid', gap: vars.space.md });
export const subtitle = style({ fontSize: vars.fontSize.lg });

export const users = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space.md,
});
export const user = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  ...framed,
});
export const avatar = style({ width: 48, height: 48, borderRadius: vars.radius.full, flex: 'none' });
export const userText = style({ display: 'grid', minWidth: 0 });
export const userName = style({ fontWeight: 600 });
export const userLine = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

/** 话题 / 资料: what is searched (type 1 topics, 2 files). */
export const types = style({ display: 'flex', gap: vars.space.sm, margin: `${vars.space.md} 0` });
export const type = style({
  padding: `4px ${vars.space.lg}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.textInverse } },
});
