import { style } from '@vanilla-extract/css';

/** An ad that fills its slide: the link and the picture cover the whole slot. */
export const fill = style({ display: 'block', width: '100%', height: '100%' });
export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
