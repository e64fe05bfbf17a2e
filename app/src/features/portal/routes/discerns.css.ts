import { style } from '@vanilla-extract/css';
import * as discern from '../../../styles/discern-card.css';
import { columns } from '../../../styles/fragments';
import { vars } from '../../../styles/theme.css';

export const grid = style(columns(5, 3, 2, vars.space.lg, vars.space.md));
export { card, title } from '../../../styles/discern-card.css';
export const image = style([discern.image, { border: `1px solid ${vars.color.border}` }]);
export const date = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
