import { style } from '@vanilla-extract/css';
import { divided } from '../../../styles/fragments';
import { vars } from '../../../styles/theme.css';

export { summary, title } from '../../../styles/topic-item.css';

export const list = style({ display: 'grid' });
export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  ...divided(vars.space.lg),
});
export const meta = style({ display: 'flex', gap: vars.space.md, color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const kind = style({ color: vars.color.link });
export const mark = style({ background: 'transparent', color: vars.color.brand, fontWeight: 600 });
