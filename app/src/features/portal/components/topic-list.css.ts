import { style } from '@vanilla-extract/css';
import { divided } from '../../../styles/fragments';
import { media, vars } from '../../../styles/theme.css';
import * as topic from '../../../styles/topic-item.css';

export { meta, title } from '../../../styles/topic-item.css';

export const list = style({ display: 'grid' });
export const hotList = style({ display: 'grid' });

export const item = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md, ...divided(vars.space.md, 'dashed') });

export const richItem = style([
  item,
  { padding: `${vars.space.lg} 0`, borderBottomStyle: 'solid' },
]);

export const body = style({ flex: 1, minWidth: 0, display: 'grid', gap: vars.space.xs });

export const pin = style({
  display: 'inline-block',
  marginRight: vars.space.sm,
  padding: '0 6px',
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xs,
  fontWeight: 400,
  lineHeight: '20px',
  verticalAlign: 'text-bottom',
});

export const summary = style([topic.summary, { fontSize: vars.fontSize.md }]);


export const label = style({ color: vars.color.link });

export const cover = style({
  flex: 'none',
  width: 160,
  height: 90,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  '@media': { [media.mobile]: { width: 96, height: 54 } },
});

export const rank = style({
  flex: 'none',
  width: 22,
  height: 22,
  marginTop: 2,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: '22px',
  textAlign: 'center',
});

export const rankTop = style([rank, { background: vars.color.brand, color: vars.color.textInverse }]);
