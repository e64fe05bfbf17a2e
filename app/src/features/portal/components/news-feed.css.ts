import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const status = style({ padding: `${vars.space.xl} 0`, textAlign: 'center', color: vars.color.textMuted });
